import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Toast,
  ToastTitle,
  tokens,
} from '@fluentui/react-components';
import { ArrowSwapRegular, SplitVerticalRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { BookedShipment, BookingLeg } from '@shared/booking';
import { formatMoney, money, type Currency } from '@shared/money';
import { PARTICIPANT_ROLES } from '@shared/shipments';
import { PageFrame } from '@/components/PageFrame';
import { useKilograms } from '@/components/QuoteLinesTable';
import { participantLine } from '@/components/participants/participant-values';
import { Pending } from '@/components/Pending';
import { Surface } from '@/components/Surface';
import { useConfirm } from '@/lib/confirm';
import { formatDay } from '@/lib/dates';
import { formatDateTime, formatNumber } from '@/lib/format';
import { mobileAtom, userAtom } from '@/lib/state';
import { useAppToast } from '@/lib/toaster';
import { useCancelBooking } from '../api/cancel-booking';
import { useShipment } from '../api/get-shipment';
import { legTimes } from '../book/booking-text';
import { StatusBadge } from '../book/StatusBadge';
import { MoveDialog } from '../change/MoveDialog';
import { legsNow, mayChangeBookings, partsOf } from '../change/shipment-parts';
import { SplitDialog } from '../change/SplitDialog';

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
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  partHead: { display: 'flex', alignItems: 'baseline', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
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
    ...PARTICIPANT_ROLES.flatMap((role) => {
      const party = shipment.participants[role];
      return party ? ([[t(`participants.roles.${role}`), <span data-testid={`info-${role}`}>{participantLine(party)}</span>]] as [string, ReactNode][]) : [];
    }),
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

/** Bookings one per row (a card each on a phone): the flight, its date, route, local times and status. */
function Legs({ legs, label, testId = 'info-leg' }: { legs: readonly BookingLeg[]; label: string; testId?: string }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('booking');
  const mobile = useAtomValue(mobileAtom);
  const language = i18n.language;
  if (mobile) {
    return (
      <ul className={styles.list} aria-label={label}>
        {legs.map((leg) => (
          <li key={leg.id} className={styles.card} data-testid={testId}>
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
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            {(['flight', 'date', 'route', 'times', 'status'] as const).map((key) => (
              <TableHeaderCell key={key}>{t(`info.legColumns.${key}`)}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {legs.map((leg) => (
            <TableRow key={leg.id} data-testid={testId}>
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

/**
 * The shipment's bookings now: one list, or one per part once split (each part's cargo over its
 * flights); the bookings a move or a split replaced follow apart, as the earlier flights.
 */
function LegsSection({ shipment }: { shipment: BookedShipment }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('booking');
  const kg = useKilograms();
  const language = i18n.language;
  const { now, replaced } = useMemo(() => legsNow(shipment), [shipment]);
  const parts = partsOf(now);
  return (
    <Surface className={styles.surface}>
      <Subtitle2 as="h2" className={styles.heading}>
        {t('info.legs')}
      </Subtitle2>
      {parts.length > 1 ? (
        parts.map((part) => {
          const label = t('split.part', { number: part.part });
          return (
            <section key={part.part} className={styles.part} aria-label={label} data-testid="info-part">
              <div className={styles.partHead}>
                <Text as="h3" weight="semibold" className={styles.heading}>
                  {label}
                </Text>
                <Text className={styles.muted}>{t('info.cargoLine', { pieces: formatNumber(part.pieces, language), weight: kg(part.weight), volume: formatNumber(part.volume, language, 3) })}</Text>
              </div>
              <Legs legs={part.legs} label={label} />
            </section>
          );
        })
      ) : (
        <Legs legs={now} label={t('info.legs')} />
      )}
      {replaced.length ? (
        <section className={styles.part} aria-label={t('move.earlier')}>
          <Text as="h3" weight="semibold" className={styles.heading}>
            {t('move.earlier')}
          </Text>
          <Legs legs={replaced} label={t('move.earlier')} testId="info-leg-replaced" />
        </section>
      ) : null}
    </Surface>
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

/**
 * `/bookings/{shipment}`: a shipment's bookings — its AWB, route, cargo, price and hold, each leg's
 * status (by part once split), the history; moving, splitting and cancelling while anything lives.
 */
export default function BookingInfoPage() {
  const styles = useStyles();
  const { t } = useTranslation(['booking', 'resources']);
  const user = useAtomValue(userAtom);
  const id = Number(useParams().id);
  const shipment = useShipment(id);
  const cancel = useCancelBooking();
  const [dialog, setDialog] = useState<'move' | 'split' | null>(null);
  const { dispatchToast } = useAppToast();
  if (shipment.error) throw shipment.error;
  const data = shipment.data;
  if (!data) return <Spinner label={t('resources:list.loading')} />;
  // Cancelling, moving and splitting: the booker (shipment.create) or the airline's staff (shipment.booking.edit), while anything lives.
  const mayChange = mayChangeBookings(user, data);
  const changed = (message: string) => {
    setDialog(null);
    dispatchToast(
      <Toast>
        <ToastTitle>{message}</ToastTitle>
      </Toast>,
      { intent: 'success', timeout: 4000 },
    );
  };
  const actions = mayChange ? (
    <div className={styles.actions}>
      <Button icon={<ArrowSwapRegular />} onClick={() => setDialog('move')} data-testid="move-booking">
        {t('move.open')}
      </Button>
      {data.pieces >= 2 ? (
        <Button icon={<SplitVerticalRegular />} onClick={() => setDialog('split')} data-testid="split-booking">
          {t('split.open')}
        </Button>
      ) : null}
      {/* An issued AWB's bookings go with a refund, on the shipment's page. */}
      {data.issued ? null : <CancelButton shipment={data} cancel={cancel} />}
    </div>
  ) : null;
  return (
    <PageFrame title={t('info.title', { awb: data.awb })} className={styles.page} actions={actions}>
      {dialog === 'move' ? <MoveDialog shipment={data} onClose={() => setDialog(null)} onMoved={() => changed(t('move.done'))} /> : null}
      {dialog === 'split' ? <SplitDialog shipment={data} onClose={() => setDialog(null)} onSplit={() => changed(t('split.done'))} /> : null}
      {cancel.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{cancel.error.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Surface className={styles.surface}>
        <Facts shipment={data} />
      </Surface>
      <LegsSection shipment={data} />
      <Surface className={styles.surface}>
        <Subtitle2 as="h2" className={styles.heading}>
          {t('info.history')}
        </Subtitle2>
        <History shipment={data} />
      </Surface>
    </PageFrame>
  );
}
