import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { utcToLocal, type FlightInfo } from '@shared/flights';
import { formatDay } from '@/lib/dates';
import { instantText, routeName, utcText } from '../components/flight-text';
import { historyValue } from './history-text';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  cell: { whiteSpace: 'nowrap', verticalAlign: 'top' },
  top: { verticalAlign: 'top' },
  changes: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '2px' },
  field: { color: tokens.colorNeutralForeground3 },
  empty: { padding: tokens.spacingVerticalL, color: tokens.colorNeutralForeground3 },
});

/** The flight's history of changes (staff): when, who, what, on which leg or shipment, and each field from → to. */
export function HistoryTab({ flight }: { flight: FlightInfo }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['flights', 'resources']);
  const locale = i18n.language;
  const statusWords = (action: string) => (value: string) => {
    const key = action === 'informing' ? `informing.statuses.${value}` : `statuses.${value}`;
    return i18n.exists(`flights:${key}`) ? t(key) : null;
  };
  // Times read local at their airport, as the legs show them; an airport the flight does not fly, in the reader's clock.
  const zones = new Map(flight.legs.flatMap((leg) => [[leg.departure, leg.departureZone] as const, [leg.arrival, leg.arrivalZone] as const]));
  const instant = (iso: string, airport?: string) => {
    const zone = airport ? zones.get(airport) : undefined;
    if (!zone) return instantText(iso, locale);
    const local = utcToLocal(iso, zone);
    return `${formatDay(local.date, locale)} ${local.time}`;
  };
  const wordsFor = (action: string) => ({ yes: t('resources:yes'), no: t('resources:no'), status: statusWords(action), instant });
  /** Where a change's instant is local: an estimated departure at the leg's departure airport, an arrival at its arrival. */
  const airportOf = (legId: number | null, field: string) => {
    const leg = flight.legs.find((one) => one.id === legId);
    if (!leg) return undefined;
    return field === 'etd' || field === 'std' ? leg.departure : field === 'eta' || field === 'sta' ? leg.arrival : undefined;
  };
  if (!flight.history.length) return <Text className={styles.empty}>{t('history.none')}</Text>;
  const legName = (legId: number | null) => {
    const leg = legId === null ? undefined : flight.legs.find((one) => one.id === legId);
    return leg ? routeName(leg) : t('history.wholeFlight');
  };
  const entries = [...flight.history].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return (
    <div className={styles.wrap}>
      <Table size="small" className={styles.table} aria-label={t('tabs.history')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('history.at')}</TableHeaderCell>
            <TableHeaderCell>{t('history.user')}</TableHeaderCell>
            <TableHeaderCell>{t('history.action')}</TableHeaderCell>
            <TableHeaderCell>{t('history.leg')}</TableHeaderCell>
            <TableHeaderCell>{t('history.awb')}</TableHeaderCell>
            <TableHeaderCell>{t('history.changes')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell className={styles.cell}>
                <time dateTime={entry.at} title={utcText(entry.at, locale)}>
                  {instantText(entry.at, locale)}
                </time>
              </TableCell>
              <TableCell className={styles.cell}>{entry.user ?? t('history.system')}</TableCell>
              <TableCell className={styles.cell}>{t(`history.actions.${entry.action}`)}</TableCell>
              <TableCell className={styles.cell}>{legName(entry.legId)}</TableCell>
              <TableCell className={styles.cell}>{entry.awb ?? '—'}</TableCell>
              <TableCell className={styles.top}>
                {entry.changes.length ? (
                  <ul className={styles.changes}>
                    {entry.changes.map((change, index) => (
                      <li key={`${change.field}:${index}`}>
                        <span className={styles.field}>{t(`history.fields.${change.field}`, { defaultValue: change.field })}:</span> {historyValue(change.from, wordsFor(entry.action), change.field, airportOf(entry.legId, change.field))} →{' '}
                        {historyValue(change.to, wordsFor(entry.action), change.field, airportOf(entry.legId, change.field))}
                      </li>
                    ))}
                  </ul>
                ) : (
                  '—'
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
