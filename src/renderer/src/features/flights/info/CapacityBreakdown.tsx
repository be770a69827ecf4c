import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Capacity } from '@shared/flights';
import { formatNumber } from '@/lib/format';
import { percentText } from '../components/load-bar';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  term: { whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold, verticalAlign: 'top' },
  how: { color: tokens.colorNeutralForeground2, verticalAlign: 'top' },
  value: { whiteSpace: 'nowrap', textAlign: 'end', fontVariantNumeric: 'tabular-nums', verticalAlign: 'top' },
  total: { backgroundColor: tokens.colorNeutralBackground3 },
});

/**
 * Every term of a leg's cargo capacity (staff only), in the order it is computed: the payload limit,
 * less the passengers and their baggage, bounded by the hold and the type's cargo limit; then the
 * overflow margin, the booked cargo, and what is left.
 */
export function CapacityBreakdown({ capacity: c }: { capacity: Capacity }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('flights');
  const locale = i18n.language;
  const kg = (value: number) => t('units.kg', { value: formatNumber(value, locale, 1) });
  const m3 = (value: number) => t('units.m3', { value: formatNumber(value, locale, 3) });
  const both = (weight: number, volume: number) => `${kg(weight)} · ${m3(volume)}`;
  const ref = (id: number | null) => (id === null ? '' : ` (${t('capacity.row', { id })})`);
  const p = c.passengers;
  const w = p.standardWeights;
  const lines: { term: string; how: ReactNode; value: string; total?: boolean }[] = [
    {
      term: t('capacity.season'),
      how: t('capacity.seasonHow', { season: t(`capacity.seasons.${c.season}`), iata: t(`capacity.iataSeasons.${c.iataSeason}`) }),
      value: '',
    },
    {
      term: t('capacity.aircraft'),
      how: c.aircraft ? t('capacity.aircraftHow', { id: c.aircraft.id, seats: c.aircraft.seats }) : t('capacity.aircraftNone'),
      value: '',
    },
    {
      term: t('capacity.payload'),
      how: `${t(`capacity.payloadSources.${c.payload.source}`)}${ref(c.payload.rowId)}${c.payload.season ? `; ${t('capacity.rowSeason', { season: t(`capacity.seasons.${c.payload.season}`) })}` : ''}`,
      value: kg(c.payload.weight),
    },
    {
      term: t('capacity.passengers'),
      how: (
        <>
          {t('capacity.passengerCounts', { aaa: p.adults, rbg: p.children, rmg: p.infants, ins: p.infantsWithSeat })}
          <br />
          {p.source === 'loadFactor'
            ? t('capacity.passengerSources.loadFactor', { percent: p.loadPercent ?? 100, seats: c.aircraft?.seats ?? 0 })
            : `${t(`capacity.passengerSources.${p.source}`)}${ref(p.normId)}`}
          <br />
          {t('capacity.passengerWeights', {
            aaa: p.adults,
            adult: formatNumber(w.adult, locale),
            rbg: p.children,
            child: formatNumber(w.child, locale),
            infants: p.infants + p.infantsWithSeat,
            infant: formatNumber(w.infant, locale),
          })}
        </>
      ),
      value: `− ${kg(p.weight)}`,
    },
    {
      term: t('capacity.baggage'),
      how: (
        <>
          {t('capacity.baggageWeight', { passengers: c.baggage.passengers, perPassenger: formatNumber(c.baggage.perPassenger, locale, 1), weight: kg(c.baggage.weight) })}
          <br />
          {t('capacity.baggageVolume', { weight: kg(c.baggage.weight), density: formatNumber(c.baggage.density, locale, 1), volume: m3(c.baggage.volume) })}
          <br />
          {`${t(`capacity.baggageSources.${c.baggage.source}`)}${ref(c.baggage.rowId)}`}
        </>
      ),
      value: `− ${both(c.baggage.weight, c.baggage.volume)}`,
    },
    {
      term: t('capacity.hold'),
      how: t('capacity.holdHow', {
        weightLimit: c.hold.cargoWeightLimit === null ? t('capacity.noLimit') : kg(c.hold.cargoWeightLimit),
        volumeLimit: c.hold.cargoVolumeLimit === null ? t('capacity.noLimit') : m3(c.hold.cargoVolumeLimit),
      }),
      value: both(c.hold.weight, c.hold.volume),
    },
    {
      term: t('capacity.capacity'),
      how: t('capacity.capacityHow', { weightBound: t(`capacity.weightBounds.${c.capacity.weightBound}`), volumeBound: t(`capacity.volumeBounds.${c.capacity.volumeBound}`) }),
      value: both(c.capacity.weight, c.capacity.volume),
      total: true,
    },
    { term: t('capacity.margin'), how: t('capacity.marginHow'), value: `+ ${both(c.margin.weight, c.margin.volume)}` },
    { term: t('capacity.accepted'), how: t('capacity.pieces', { count: c.accepted.pieces }), value: `− ${both(c.accepted.weight, c.accepted.volume)}` },
    { term: t('capacity.waitlisted'), how: t('capacity.waitlistedHow', { count: c.waitlisted.pieces }), value: both(c.waitlisted.weight, c.waitlisted.volume) },
    { term: t('capacity.free'), how: t('capacity.freeHow'), value: both(c.free.weight, c.free.volume), total: true },
    { term: t('capacity.available'), how: t('capacity.availableHow'), value: both(c.available.weight, c.available.volume), total: true },
    {
      term: t('capacity.load'),
      how: `${t(`capacity.bounds.${c.bound}`)} · ${t(`load.states.${c.state}`)}`,
      value: `${percentText(c.load.weightPercent, locale)} % · ${percentText(c.load.volumePercent, locale)} %`,
    },
  ];
  return (
    <div className={styles.wrap}>
      <Table size="small" className={styles.table} aria-label={t('capacity.breakdown')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('capacity.term')}</TableHeaderCell>
            <TableHeaderCell>{t('capacity.how')}</TableHeaderCell>
            <TableHeaderCell>{t('capacity.value')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.term} className={line.total ? styles.total : undefined}>
              <TableCell className={styles.term}>{line.term}</TableCell>
              <TableCell className={styles.how}>{line.how}</TableCell>
              <TableCell className={styles.value}>{line.value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
