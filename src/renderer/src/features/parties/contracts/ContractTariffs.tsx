import { Badge, Field, makeStyles, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { titles } from '@shared/resources/define';
import { moneyText } from '@shared/resources/money-field';
import type { ContractTariff, ContractTariffsQuery } from '@shared/tariffs/contract-tariffs-api';
import { LookupInput } from '@/components/resource/LookupInput';
import { Pagination } from '@/components/resource/Pagination';
import { formatDay } from '@/lib/dates';
import { useContractTariffs } from './get-contract-tariffs';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tools: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  airport: { minWidth: '260px' },
  wrap: { overflowX: 'auto' },
  // Cells as wide as their text: a route or a period is never cut or run into the next cell.
  table: { tableLayout: 'auto' },
  breaks: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, minWidth: '240px' },
  number: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  empty: { padding: tokens.spacingVerticalXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/** The route in flying order, transfer points between its ends. */
const routeOf = (fare: ContractTariff): string => titles.route(fare.departure, fare.transfer, fare.arrival);

function Validity({ fare }: { fare: ContractTariff }) {
  const { t, i18n } = useTranslation('resources/contracts');
  const begin = formatDay(fare.begin, i18n.language);
  return <>{fare.finish ? titles.range(begin, formatDay(fare.finish, i18n.language)) : t('tariffs.from', { date: begin })}</>;
}

function Breaks({ fare }: { fare: ContractTariff }) {
  const styles = useStyles();
  const { t } = useTranslation('resources/contracts');
  if (!fare.breaks.length) return <span className={styles.muted}>—</span>;
  return (
    <div className={styles.breaks}>
      {fare.breaks.map((one) => (
        <span key={one.weight} className={styles.number}>
          {t('tariffs.break', { weight: one.weight, rate: moneyText(one.rate) })}
        </span>
      ))}
    </div>
  );
}

/**
 * A contract's Tariffs tab (issue 13): the fares that apply to it, its airline's public ones and
 * its own (marked), in force today or later, from its points of sale, by route, a page at a time. Clients have no
 * Tariffication menu: this is where they read their fares.
 */
export function ContractTariffs({ contractId }: { contractId: number }) {
  const styles = useStyles();
  const { t } = useTranslation('resources/contracts');
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const [route, setRoute] = useState<{ departure: string | null; arrival: string | null }>({ departure: null, arrival: null });
  const query: ContractTariffsQuery = { ...paging, ...(route.departure ? { departure: route.departure } : {}), ...(route.arrival ? { arrival: route.arrival } : {}) };
  const fares = useContractTariffs(contractId, query);
  if (fares.error) throw fares.error;
  const items = fares.data?.items ?? [];
  const filtered = Boolean(route.departure || route.arrival);
  const choose = (key: 'departure' | 'arrival') => (value: string | number | null) => {
    setRoute((previous) => ({ ...previous, [key]: value === null || value === '' ? null : String(value) }));
    setPaging((previous) => ({ ...previous, page: 1 }));
  };

  return (
    <div className={styles.root}>
      <Text className={styles.muted}>{t('tariffs.hint')}</Text>
      <div className={styles.tools}>
        <Field className={styles.airport} label={t('tariffs.departure')}>
          <LookupInput lookup="airport" value={route.departure} onChange={choose('departure')} aria-label={t('tariffs.departure')} />
        </Field>
        <Field className={styles.airport} label={t('tariffs.arrival')}>
          <LookupInput lookup="airport" value={route.arrival} onChange={choose('arrival')} aria-label={t('tariffs.arrival')} />
        </Field>
      </div>
      {!fares.data ? (
        <Spinner label={t('tariffs.loading')} />
      ) : !items.length ? (
        <div className={styles.empty} role="status">
          {t(filtered ? 'tariffs.emptyRoute' : 'tariffs.empty')}
        </div>
      ) : (
        <div className={styles.wrap} aria-busy={fares.isFetching}>
          <Table size="small" className={styles.table} aria-label={t('tabs.tariffs')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('tariffs.route')}</TableHeaderCell>
                <TableHeaderCell>{t('tariffs.fare')}</TableHeaderCell>
                <TableHeaderCell>{t('tariffs.validity')}</TableHeaderCell>
                <TableHeaderCell>{t('tariffs.basis')}</TableHeaderCell>
                <TableHeaderCell>{t('tariffs.currency')}</TableHeaderCell>
                <TableHeaderCell>{t('tariffs.minimum')}</TableHeaderCell>
                <TableHeaderCell>{t('tariffs.normal')}</TableHeaderCell>
                <TableHeaderCell>{t('tariffs.breaks')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((fare) => (
                <TableRow key={fare.id}>
                  <TableCell className={styles.nowrap}>
                    {routeOf(fare)}
                    {fare.direct ? <div className={styles.muted}>{t('tariffs.direct')}</div> : null}
                  </TableCell>
                  <TableCell className={styles.nowrap}>
                    {fare.own ? (
                      <Badge appearance="tint" color="brand">
                        {t('tariffs.own')}
                      </Badge>
                    ) : (
                      <span className={styles.muted}>{t('tariffs.public')}</span>
                    )}
                  </TableCell>
                  <TableCell className={styles.nowrap}>
                    <Validity fare={fare} />
                  </TableCell>
                  <TableCell>
                    <abbr title={t(`tariffs.bases.${fare.basis}`)}>{fare.basis}</abbr>
                  </TableCell>
                  <TableCell>{fare.currency}</TableCell>
                  <TableCell className={styles.number}>{moneyText(fare.minValue)}</TableCell>
                  <TableCell className={styles.number}>
                    {moneyText(fare.normal)} <span className={styles.muted}>{t(`tariffs.per.${fare.measure}`)}</span>
                  </TableCell>
                  <TableCell>
                    <Breaks fare={fare} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {fares.data && fares.data.total > 0 ? (
        <Pagination page={paging.page} size={paging.size} total={fares.data.total} onChange={(patch) => setPaging((previous) => ({ ...previous, ...patch }))} />
      ) : null}
    </div>
  );
}
