import { Badge, Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens, type BadgeProps } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlightInfo, InformingEntry, InformingStatus } from '@shared/flights';
import { formatNumber } from '@/lib/format';
import { instantText, routeName, utcText } from '../components/flight-text';
import { InformingDialog } from './InformingDialog';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  cell: { whiteSpace: 'nowrap' },
  number: { whiteSpace: 'nowrap', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  empty: { padding: tokens.spacingVerticalL, color: tokens.colorNeutralForeground3 },
});

const COLORS: Record<InformingStatus, BadgeProps['color']> = {
  created: 'informative',
  confirmed: 'success',
  rejected: 'danger',
  not_loaded: 'subtle',
  info_requested: 'warning',
};

/**
 * Preliminary informing (staff): the shipments on board the flight's international legs and what
 * customs answered about each; staff who may record answers do it from each row.
 */
export function InformingTab({ flight }: { flight: FlightInfo }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('flights');
  const locale = i18n.language;
  const [editing, setEditing] = useState<InformingEntry | null>(null);
  if (!flight.informing.length) return <Text className={styles.empty}>{t('informing.none')}</Text>;
  const several = new Set(flight.informing.map((entry) => entry.legId)).size > 1;
  const legName = (legId: number) => {
    const leg = flight.legs.find((one) => one.id === legId);
    return leg ? routeName(leg) : '';
  };
  return (
    <div className={styles.wrap}>
      <Table size="small" className={styles.table} aria-label={t('tabs.informing')}>
        <TableHeader>
          <TableRow>
            {several ? <TableHeaderCell>{t('history.leg')}</TableHeaderCell> : null}
            <TableHeaderCell>{t('informing.awb')}</TableHeaderCell>
            <TableHeaderCell>{t('fields.route')}</TableHeaderCell>
            <TableHeaderCell>{t('informing.pieces')}</TableHeaderCell>
            <TableHeaderCell>{t('informing.weight')}</TableHeaderCell>
            <TableHeaderCell>{t('informing.tin')}</TableHeaderCell>
            <TableHeaderCell>{t('informing.preDecision')}</TableHeaderCell>
            <TableHeaderCell>{t('informing.finalDecision')}</TableHeaderCell>
            <TableHeaderCell>{t('informing.status')}</TableHeaderCell>
            <TableHeaderCell>{t('informing.updated')}</TableHeaderCell>
            {flight.can.informing ? <TableHeaderCell>{t('list.actions')}</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {flight.informing.map((entry) => (
            <TableRow key={`${entry.legId}:${entry.shipmentId}`}>
              {several ? <TableCell className={styles.cell}>{legName(entry.legId)}</TableCell> : null}
              <TableCell className={styles.cell}>
                {entry.awb}
                {entry.cargoName ? <div className={styles.muted}>{entry.cargoName}</div> : null}
              </TableCell>
              <TableCell className={styles.cell}>
                {entry.origin} → {entry.destination}
              </TableCell>
              <TableCell className={styles.number}>{formatNumber(entry.pieces, locale, 0)}</TableCell>
              <TableCell className={styles.number}>{t('units.kg', { value: formatNumber(entry.weight, locale, 1) })}</TableCell>
              <TableCell className={styles.cell}>{entry.tin ?? '—'}</TableCell>
              <TableCell>{entry.preDecision ?? '—'}</TableCell>
              <TableCell>{entry.finalDecision ?? '—'}</TableCell>
              <TableCell className={styles.cell}>
                <Badge appearance="tint" color={COLORS[entry.status]}>
                  {t(`informing.statuses.${entry.status}`)}
                </Badge>
                {entry.comment ? <div className={styles.muted}>{entry.comment}</div> : null}
              </TableCell>
              <TableCell className={styles.cell}>
                {entry.updatedAt ? (
                  <>
                    <time dateTime={entry.updatedAt} title={utcText(entry.updatedAt, locale)}>
                      {instantText(entry.updatedAt, locale)}
                    </time>
                    {entry.updatedBy ? <div className={styles.muted}>{entry.updatedBy}</div> : null}
                  </>
                ) : (
                  '—'
                )}
              </TableCell>
              {flight.can.informing ? (
                <TableCell className={styles.cell}>
                  <Button size="small" icon={<EditRegular />} onClick={() => setEditing(entry)} aria-label={`${t('informing.record')}: ${entry.awb}`}>
                    {t('informing.record')}
                  </Button>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing ? <InformingDialog entry={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
