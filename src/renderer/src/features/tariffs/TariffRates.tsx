import { makeStyles, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ResourceRow } from '@shared/resources/list-query';
import { moneyText } from '@shared/resources/money-field';
import { conditionText } from '@shared/tariffs/condition-text';
import type { Condition } from '@shared/tariffs/conditions';
import type { WeightBreak } from '@shared/tariffs/rates';
import { Surface } from '@/components/Surface';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalM },
  table: { maxWidth: '480px' },
});

/** A tariff's rate classes as a rate card: M, N and each break, then its conditions in words. */
export function TariffRates({ row }: { row: ResourceRow }) {
  const styles = useStyles();
  const { t } = useTranslation(['resources/tariffs', 'resources']);
  const breaks = (row.breaks ?? []) as WeightBreak[];
  const currency = String(row.currency ?? '');
  const perShipment = row.measure === 'shipment';
  const lines: [string, string, number][] = [
    ['M', t('rates.minimum'), Number(row.minValue)],
    ['N', perShipment ? t('rates.perShipment') : breaks.length ? t('rates.below', { weight: breaks[0]!.weight }) : t('rates.anyWeight'), Number(row.normal)],
    ...breaks.map((one): [string, string, number] => [`Q${one.weight}`, t('rates.from', { weight: one.weight }), one.rate]),
  ];
  return (
    <Surface className={styles.surface}>
      <Subtitle2 as="h2">{t('rates.title')}</Subtitle2>
      <Table size="small" className={styles.table} aria-label={t('rates.title')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('rates.class')}</TableHeaderCell>
            <TableHeaderCell>{t('rates.weight')}</TableHeaderCell>
            <TableHeaderCell>{perShipment ? t('rates.amount', { currency }) : t('rates.rate', { currency })}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map(([rateClass, weight, amount]) => (
            <TableRow key={rateClass}>
              <TableCell>{rateClass}</TableCell>
              <TableCell>{weight}</TableCell>
              <TableCell>{moneyText(amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Subtitle2 as="h2">{t('resources/tariffs:fields.conditions')}</Subtitle2>
      <Text>{conditionText(row.conditions as Condition<string> | null, (key, params) => t(key, params ?? {}))}</Text>
    </Surface>
  );
}
