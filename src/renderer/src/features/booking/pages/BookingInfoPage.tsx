import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { can } from '@shared/abilities';
import { BOOKING_ABILITIES, type BookedShipment } from '@shared/booking';
import { formatMoney, money, type Currency } from '@shared/money';
import { SHIPMENT_ABILITIES } from '@shared/shipments/abilities';
import { PageFrame } from '@/components/PageFrame';
import { useKilograms } from '@/components/QuoteLinesTable';
import { Pending } from '@/components/Pending';
import { Surface } from '@/components/Surface';
import { useConfirm } from '@/lib/confirm';
import { formatDay } from '@/lib/dates';
import { formatDateTime, formatNumber } from '@/lib/format';
import { mobileAtom, userAtom } from '@/lib/state';
import { useCancelBooking } from '../api/cancel-booking';
import { useShipment } from '../api/get-shipment';
import { anyAlive, legTimes } from '../book/booking-text';
import { StatusBadge } from '../book/StatusBadge';

const useStyles = makeStyles({
  page: { maxWidth: '1100px', width: '100%', boxSizing: 'border-box', marginInline: 'auto', '@media (max-width: 599.98px)': { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` } },
  surface: { gap: tokens.spacingVerticalM, minWidth: 0 },
  facts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`, margin: 0 },
  fact: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  label: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'break-word' },
  heading: { margin: 0 },
  scroller: { overflowX: 'auto', minWidth: 0 },
  cell: { whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground2 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, alignItems: 'center', borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, paddingBottom: tokens.spacingVerticalS },
});

const amount = (value: number, currency: string, language: string) => formatMoney(money(value, currency as Currency), language);

function Facts({ shipment }: { shipment: BookedShipment }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('booking');
  const language = i18n.language;
  const kg = useKilograms();
  const facts: [string, ReactNode][] = [
    [t('info.awb'), shipment.awb],
    [t('info.route'), shipment.route.join(' → ')],
    [t('info.cargo'), [shipment.cargoName, t('info.cargoLine', { pieces: formatNumber(shipment.pieces, language), weight: kg(shipment.weight), volume: formatNumber(shipment.volume, language, 3) })].filter(Boolean).join(' · ')],
    [t('info.price'), shipment.price ? amount(shipment.price.total, shipment.price.currency, language) : '—'],
    [t('info.hold'), shipment.hold ? <span data-testid="info-hold">{amount(shipment.hold.amount, shipment.hold.currency, language)}</span> : <span data-testid="info-hold">{t('info.noHold')}</span>],
    [t('info.source'), t(`bookings.sources.${shipment.source}`)],
    ...(shipment.shc.length ? ([[t('info.shc'), shipment.shc.join(', ')]] as [string, string][]) : []),
    ...(shipment.product ? ([[t('info.product'), shipment.product]] as [string, string][]) : []),
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Legs({ shipment }: { shipment: BookedShipment }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('booking');
  const mobile = useAtomValue(mobileAtom);
  const language = i18n.language;
  if (mobile) {
    return (
      <ul className={styles.list} aria-label={t('info.legs')}>
        {shipment.legs.map((leg) => (
          <li key={leg.id} className={styles.card} data-testid="info-leg">
            <Text weight="semibold">{leg.flight}</Text>
            <Text>{formatDay(leg.date, language)}</Text>
            <Text>
              {leg.departure} → {leg.arrival}
            </Text>
            <Text className={styles.muted}>{legTimes(leg)}</Text>
            <StatusBadge status={leg.status} cancelled={leg.cancelled} />
            {leg.quota ? <Text className={styles.muted}>{t('info.quota')}</Text> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.scroller}>
      <Table aria-label={t('info.legs')}>
        <TableHeader>
          <TableRow>
            {(['flight', 'date', 'route', 'times', 'status'] as const).map((key) => (
              <TableHeaderCell key={key}>{t(`info.legColumns.${key}`)}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {shipment.legs.map((leg) => (
            <TableRow key={leg.id} data-testid="info-leg">
              <TableCell className={styles.cell}>{leg.flight}</TableCell>
              <TableCell className={styles.cell}>{formatDay(leg.date, language)}</TableCell>
              <TableCell className={styles.cell}>
                {leg.departure} → {leg.arrival}
              </TableCell>
              <TableCell className={styles.cell}>{legTimes(leg)}</TableCell>
              <TableCell className={styles.cell}>
                <StatusBadge status={leg.status} cancelled={leg.cancelled} /> {leg.quota ? <Text className={styles.muted}>{t('info.quota')}</Text> : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function History({ shipment }: { shipment: BookedShipment }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('booking');
  const language = i18n.language;
  const legOf = new Map(shipment.legs.map((leg) => [leg.id, leg]));
  if (!shipment.history.length) return <Text className={styles.muted}>{t('info.noHistory')}</Text>;
  return (
    <ul className={styles.list} aria-label={t('info.history')}>
      {shipment.history.map((entry, index) => {
        const leg = entry.bookingId !== null ? legOf.get(entry.bookingId) : undefined;
        return (
          <li key={index} className={styles.card} data-testid="history-entry">
            <Text className={styles.muted}>{formatDateTime(entry.at, language)}</Text>
            <Text weight="semibold">{t(`info.actions.${entry.action}`)}</Text>
            {leg ? (
              <Text>
                {leg.flight} {leg.departure} → {leg.arrival}
              </Text>
            ) : null}
            {entry.from || entry.to ? <Text>{[entry.from ?? '—', entry.to ?? '—'].join(' → ')}</Text> : null}
            <Text className={styles.muted}>{entry.user ?? t('info.system')}</Text>
            {entry.comment ? <Text>{entry.comment}</Text> : null}
          </li>
        );
      })}
    </ul>
  );
}

function CancelButton({ shipment, cancel }: { shipment: BookedShipment; cancel: ReturnType<typeof useCancelBooking> }) {
  const { t } = useTranslation('booking');
  const confirm = useConfirm();
  const go = async () => {
    const sure = await confirm({ title: t('info.cancelTitle', { awb: shipment.awb }), message: t('info.cancelText'), confirmLabel: t('info.cancelConfirm') });
    if (sure) cancel.mutate(shipment.shipmentId);
  };
  return (
    <Button icon={cancel.isPending ? <Pending size="tiny" /> : undefined} disabled={cancel.isPending} onClick={() => void go()} data-testid="cancel-booking">
      {t('info.cancel')}
    </Button>
  );
}

/** `/bookings/{shipment}`: a shipment's bookings — its AWB, route, cargo, price and hold, each leg's status, the history, and cancelling while anything lives. */
export default function BookingInfoPage() {
  const styles = useStyles();
  const { t } = useTranslation(['booking', 'resources']);
  const user = useAtomValue(userAtom);
  const id = Number(useParams().id);
  const shipment = useShipment(id);
  const cancel = useCancelBooking();
  if (shipment.error) throw shipment.error;
  const data = shipment.data;
  if (!data) return <Spinner label={t('resources:list.loading')} />;
  const mayCancel = (can(user?.abilities, SHIPMENT_ABILITIES.create) || can(user?.abilities, BOOKING_ABILITIES.bookings.edit)) && anyAlive(data.legs);
  return (
    <PageFrame title={t('info.title', { awb: data.awb })} className={styles.page} actions={mayCancel ? <CancelButton shipment={data} cancel={cancel} /> : null}>
      {cancel.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{cancel.error.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Surface className={styles.surface}>
        <Facts shipment={data} />
      </Surface>
      <Surface className={styles.surface}>
        <Subtitle2 as="h2" className={styles.heading}>
          {t('info.legs')}
        </Subtitle2>
        <Legs shipment={data} />
      </Surface>
      <Surface className={styles.surface}>
        <Subtitle2 as="h2" className={styles.heading}>
          {t('info.history')}
        </Subtitle2>
        <History shipment={data} />
      </Surface>
    </PageFrame>
  );
}
