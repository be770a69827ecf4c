import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { findRoute, holdsAccess, routePath } from '@shared/routes';
import { PARTICIPANT_ROLES, type ShipmentDetail } from '@shared/shipments';
import { AppLink } from '@/components/AppLink';
import { participantLine } from '@/components/participants/participant-values';
import { formatDay } from '@/lib/dates';
import { formatDateTime, formatNumber } from '@/lib/format';
import { userAtom } from '@/lib/state';
import { BookingStatusBadge } from '../components/BookingStatusBadge';
import { declaredText, moneyText } from '../components/shipment-text';
import { AddMovementButton } from './AddMovementButton';
import { Empty, Facts, Section, type Fact } from './Section';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', minWidth: 0 },
  table: { tableLayout: 'auto' },
  cell: { whiteSpace: 'nowrap' },
  number: { whiteSpace: 'nowrap', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground2 },
  code: { fontWeight: tokens.fontWeightSemibold },
  pre: { whiteSpace: 'pre-wrap' },
});

const dash = '—';

/** Numbers and units in the reader's language. */
function useUnits() {
  const { t, i18n } = useTranslation('shipments');
  const language = i18n.language;
  return {
    language,
    count: (value: number) => formatNumber(value, language),
    kg: (value: number | null) => (value === null ? dash : t('units.kg', { value: formatNumber(value, language, 1) })),
    m3: (value: number | null) => (value === null ? dash : t('units.m3', { value: formatNumber(value, language, 3) })),
  };
}

/** The cargo: what it is, as booked, priced and measured at acceptance. */
export function CargoSection({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation('shipments');
  const user = useAtomValue(userAtom);
  const { language, count, kg, m3 } = useUnits();
  const staff = user?.airline != null;
  const facts: Fact[] = [
    [t('info.cargo.name'), shipment.cargoName ?? dash],
    [t('info.cargo.pieces'), count(shipment.pieces)],
    [t('info.cargo.weight'), kg(shipment.weight)],
    [t('info.cargo.volume'), m3(shipment.volume)],
    [t('info.cargo.chargeableWeight'), kg(shipment.chargeableWeight)],
    [t('info.cargo.shc'), shipment.shc.length ? shipment.shc.join(' ') : dash],
    [t('info.cargo.product'), shipment.product ?? dash],
    [t('info.cargo.price'), shipment.price ? moneyText(shipment.price.total, shipment.price.currency, language) : dash, 'info-price'],
    [t('info.cargo.contract'), shipment.contract?.number ?? dash],
    ...(staff ? ([[t('info.cargo.client'), shipment.contractor ?? dash]] as Fact[]) : []),
    [t('info.cargo.postNumber'), shipment.postNumber ?? dash],
    [
      t('info.cargo.measured'),
      shipment.measured
        ? t('info.cargo.measuredLine', { pieces: count(shipment.measured.pieces), weight: kg(shipment.measured.weight), volume: m3(shipment.measured.volume) })
        : t(shipment.status === 'accepted' ? 'info.cargo.asBooked' : 'info.cargo.notMeasured'),
      'info-measured',
    ],
  ];
  return (
    <Section title={t('info.sections.cargo')} testId="section-cargo">
      <Facts facts={facts} />
    </Section>
  );
}

/** The pieces' dimensions, row by row. */
export function DimensionsSection({ shipment }: { shipment: ShipmentDetail }) {
  const styles = useStyles();
  const { t } = useTranslation('shipments');
  const { count, kg } = useUnits();
  return (
    <Section title={t('info.sections.dimensions')}>
      {shipment.dimensions.length ? (
        <div className={styles.scroller}>
          <Table size="small" className={styles.table} aria-label={t('info.sections.dimensions')}>
            <TableHeader>
              <TableRow>
                {(['pieces', 'length', 'width', 'height', 'weight'] as const).map((key) => (
                  <TableHeaderCell key={key}>{t(`info.dimensions.${key}`)}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {shipment.dimensions.map((row, index) => (
                <TableRow key={index}>
                  <TableCell className={styles.number}>{count(row.pieces)}</TableCell>
                  <TableCell className={styles.number}>{count(row.length)}</TableCell>
                  <TableCell className={styles.number}>{count(row.width)}</TableCell>
                  <TableCell className={styles.number}>{count(row.height)}</TableCell>
                  <TableCell className={styles.number}>{kg(row.weight)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : (
        <Empty>{t('info.dimensions.none')}</Empty>
      )}
    </Section>
  );
}

/** The AWB's parties: shipper, consignee, freight forwarder and notify. */
export function ParticipantsSection({ shipment }: { shipment: ShipmentDetail }) {
  const styles = useStyles();
  const { t } = useTranslation('shipments');
  const facts: Fact[] = PARTICIPANT_ROLES.map((role) => {
    const party = shipment.participants[role];
    return [t(`info.party.roles.${role}`), party ? participantLine(party) : <span className={styles.muted}>{t('info.party.none')}</span>, `info-${role}`];
  });
  return (
    <Section title={t('info.sections.participants')} testId="section-participants">
      <Facts facts={facts} />
    </Section>
  );
}

/** Handling: the special handling codes, service requests and information, the goods' HS codes. */
export function HandlingSection({ shipment }: { shipment: ShipmentDetail }) {
  const styles = useStyles();
  const { t } = useTranslation('shipments');
  const awb = shipment.awbData;
  const text = (value: string | null) => (value ? <span className={styles.pre}>{value}</span> : dash);
  const facts: Fact[] = [
    [t('info.handling.shc'), shipment.shc.length ? shipment.shc.join(' ') : dash],
    [t('info.handling.ssr'), text(awb.ssr)],
    [t('info.handling.osi'), text(awb.osi)],
    [t('info.handling.hsCodes'), awb.hsCodes.length ? awb.hsCodes.join(', ') : dash],
  ];
  return (
    <Section title={t('info.sections.handling')}>
      <Facts facts={facts} />
    </Section>
  );
}

/** The AWB's own boxes: declared values (NVD, NCV, XXX when none), charges codes, accounting information, accounts, agent, signature. */
export function AwbSection({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation('shipments');
  const { language } = useUnits();
  const awb = shipment.awbData;
  const currency = shipment.price?.currency ?? 'RUB';
  const charge = (code: 'PP' | 'CC') => `${code} · ${t(`info.awb.chargeCodes.${code}`)}`;
  const facts: Fact[] = [
    [t('info.awb.type'), t(`type.${shipment.type}`)],
    [t('info.awb.declaredValueCarriage'), declaredText('declaredValueCarriage', awb.declaredValueCarriage, currency, language), 'info-declared-carriage'],
    [t('info.awb.declaredValueCustoms'), declaredText('declaredValueCustoms', awb.declaredValueCustoms, currency, language), 'info-declared-customs'],
    [t('info.awb.insurance'), declaredText('insurance', awb.insurance, currency, language), 'info-insurance'],
    [t('info.awb.weightValuation'), charge(awb.weightValuation)],
    [t('info.awb.otherCharges'), charge(awb.otherCharges)],
    [t('info.awb.accountingInformation'), awb.accountingInformation ?? dash],
    [t('info.awb.shipperAccount'), awb.shipperAccount ?? dash],
    [t('info.awb.consigneeAccount'), awb.consigneeAccount ?? dash],
    [t('info.awb.agentIataCode'), awb.agentIataCode ?? dash],
    [t('info.awb.signature'), awb.signature ?? dash],
  ];
  return (
    <Section title={t('info.sections.awb')} testId="section-awb">
      <Facts facts={facts} />
    </Section>
  );
}

/** Its bookings alive, leg by leg (by part once split), and the way to where they are moved, split and cancelled. */
export function BookingsSection({ shipment }: { shipment: ShipmentDetail }) {
  const styles = useStyles();
  const { t } = useTranslation('shipments');
  const user = useAtomValue(userAtom);
  const { language } = useUnits();
  const bookingsPage = findRoute('bookings-info');
  const manage = bookingsPage && holdsAccess(bookingsPage, user) ? <AppLink to={routePath('bookings-info', { id: String(shipment.id) })}>{t('info.bookings.manage')}</AppLink> : null;
  const parts = new Set(shipment.bookings.map((booking) => booking.part)).size > 1;
  return (
    <Section title={t('info.sections.bookings')} action={manage} testId="section-bookings">
      {shipment.bookings.length ? (
        <div className={styles.scroller}>
          <Table size="small" className={styles.table} aria-label={t('info.sections.bookings')}>
            <TableHeader>
              <TableRow>
                {parts ? <TableHeaderCell>{t('info.bookings.part')}</TableHeaderCell> : null}
                <TableHeaderCell>{t('info.bookings.flight')}</TableHeaderCell>
                <TableHeaderCell>{t('info.bookings.date')}</TableHeaderCell>
                <TableHeaderCell>{t('info.bookings.route')}</TableHeaderCell>
                <TableHeaderCell>{t('info.bookings.status')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shipment.bookings.map((booking) => (
                <TableRow key={booking.id} data-testid="info-booking">
                  {parts ? <TableCell className={styles.cell}>{booking.part}</TableCell> : null}
                  <TableCell className={styles.cell}>{booking.flight}</TableCell>
                  <TableCell className={styles.cell}>{formatDay(booking.date, language)}</TableCell>
                  <TableCell className={styles.cell}>
                    {booking.departure} → {booking.arrival}
                  </TableCell>
                  <TableCell className={styles.cell}>
                    <BookingStatusBadge status={booking.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : (
        <Empty>{t('info.bookings.none')}</Empty>
      )}
    </Section>
  );
}

/** Where the cargo has been (FSU statuses with what each means), latest last; terminal staff add to it. */
export function MovementsSection({ shipment }: { shipment: ShipmentDetail }) {
  const styles = useStyles();
  const { t } = useTranslation('shipments');
  const { language, count, kg } = useUnits();
  return (
    <Section title={t('info.sections.movements')} action={<AddMovementButton shipment={shipment} />} testId="section-movements">
      {shipment.movements.length ? (
        <div className={styles.scroller}>
          <Table size="small" className={styles.table} aria-label={t('info.sections.movements')}>
            <TableHeader>
              <TableRow>
                {(['time', 'status', 'flight', 'place', 'pieces', 'weight'] as const).map((key) => (
                  <TableHeaderCell key={key}>{t(`tracking.${key}`)}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {shipment.movements.map((movement, index) => (
                <TableRow key={index} data-testid="info-movement">
                  <TableCell className={styles.cell}>{formatDateTime(movement.time, language)}</TableCell>
                  <TableCell className={styles.cell}>
                    <Text className={styles.code}>{movement.status}</Text> {t(`movementStatus.${movement.status}`)}
                  </TableCell>
                  <TableCell className={styles.cell}>{movement.flight ?? dash}</TableCell>
                  <TableCell className={styles.cell}>{movement.place}</TableCell>
                  <TableCell className={styles.number}>{count(movement.pieces)}</TableCell>
                  <TableCell className={styles.number}>{kg(movement.weight)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : (
        <Empty>{t('tracking.noMovements')}</Empty>
      )}
    </Section>
  );
}
