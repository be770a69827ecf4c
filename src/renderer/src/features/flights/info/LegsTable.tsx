import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FlightInfo } from '@shared/flights';
import { LegTime, momentsOf } from '../components/LegTime';
import { LoadBar } from '../components/LoadBar';
import { ClosedBadge, SaleBadge, StatusBadge } from '../components/StatusBadge';
import { LegActions } from './LegActions';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  cell: { whiteSpace: 'nowrap' },
  route: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The flight's legs: route, local times (UTC on hover) and delays, status, sale, closing, load and each leg's actions. */
export function LegsTable({ flight }: { flight: FlightInfo }) {
  const styles = useStyles();
  const { t } = useTranslation('flights');
  const actions = flight.can.sale || flight.can.control;
  return (
    <div className={styles.wrap}>
      <Table size="small" className={styles.table} aria-label={t('info.legs')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('fields.route')}</TableHeaderCell>
            <TableHeaderCell>{t('fields.stdLocal')}</TableHeaderCell>
            <TableHeaderCell>{t('fields.staLocal')}</TableHeaderCell>
            <TableHeaderCell>{t('fields.aircraft')}</TableHeaderCell>
            <TableHeaderCell>{t('fields.status')}</TableHeaderCell>
            <TableHeaderCell>{t('fields.sale')}</TableHeaderCell>
            <TableHeaderCell>{t('fields.closed')}</TableHeaderCell>
            <TableHeaderCell>{t('fields.load')}</TableHeaderCell>
            {actions ? <TableHeaderCell>{t('list.actions')}</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {flight.legs.map((leg) => {
            const moments = momentsOf(leg);
            return (
              <TableRow key={leg.id}>
                <TableCell className={styles.cell}>
                  <span className={styles.route}>
                    {leg.departure} → {leg.arrival}
                  </span>
                </TableCell>
                <TableCell className={styles.cell}>
                  <LegTime kind="departure" scheduled={moments.std} estimated={moments.etd} flightDate={flight.date} />
                </TableCell>
                <TableCell className={styles.cell}>
                  <LegTime kind="arrival" scheduled={moments.sta} estimated={moments.eta} flightDate={flight.date} />
                </TableCell>
                <TableCell className={styles.cell}>
                  {leg.aircraftType}
                  {leg.tailNumber ? <span className={styles.muted}> · {leg.tailNumber}</span> : null}
                </TableCell>
                <TableCell className={styles.cell}>
                  <StatusBadge status={leg.status} />
                </TableCell>
                <TableCell className={styles.cell}>
                  <SaleBadge closed={leg.saleClosed} />
                </TableCell>
                <TableCell className={styles.cell}>
                  <ClosedBadge closed={leg.closed} />
                </TableCell>
                <TableCell>
                  <LoadBar leg={leg} />
                </TableCell>
                {actions ? (
                  <TableCell className={styles.cell}>
                    <LegActions flight={flight} leg={leg} />
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
