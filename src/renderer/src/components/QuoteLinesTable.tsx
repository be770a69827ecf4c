import { makeStyles, mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatMoney, money, type Currency } from '@shared/money';
import { findRoute, holdsAccess, routePath } from '@shared/routes';
import type { QuoteLine } from '@shared/tariffs/quote';
import { formatNumber } from '@/lib/format';
import { userAtom } from '@/lib/state';
import { AppLink } from './AppLink';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  // Six columns need this much: a narrower screen scrolls the table rather than breaking its words.
  table: { minWidth: '720px' },
  amount: { textAlign: 'end', whiteSpace: 'nowrap' },
  total: { fontWeight: tokens.fontWeightSemibold },
});

/** What the table reads of a priced quote: its currency, its lines and their sum. */
export interface QuoteLines {
  currency: string;
  lines: readonly QuoteLine[];
  total: number;
}

/** "120 kg", in the reader's language. */
export function useKilograms(): (value: number) => string {
  const { t, i18n } = useTranslation('resources', { keyPrefix: 'quote' });
  return (value) => `${formatNumber(value, i18n.language, 3)} ${t('kg')}`;
}

/**
 * A price's lines (freight, dynamic pricing, surcharges, taxes) with their basis, rate and amount,
 * and the total: the tariff preview and the pricing search's breakdown show the same table. Each
 * line names the tariff, rule, surcharge or tax it came from, as a link where the reader may open it.
 */
export function QuoteLinesTable({ quote, 'aria-label': label }: { quote: QuoteLines; 'aria-label'?: string }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('resources', { keyPrefix: 'quote' });
  const user = useAtomValue(userAtom);
  const kg = useKilograms();
  const language = i18n.language;
  const amount = (minor: number) => formatMoney(money(minor, quote.currency as Currency), language);
  const source = ({ resource, id }: QuoteLine['source']) => {
    const text = `${t(`sources.${resource}`)} #${id}`;
    const info = findRoute(`${resource}-info`);
    return info && holdsAccess(info, user) ? <AppLink to={routePath(info.name, { id: String(id) })}>{text}</AppLink> : text;
  };
  return (
    <div className={styles.wrap}>
      <Table className={styles.table} size="small" aria-label={label ?? t('lines')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('columns.kind')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.code')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.basis')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.rate')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('columns.amount')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.source')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {quote.lines.map((line, index) => (
            <TableRow key={index}>
              <TableCell>{t(`kinds.${line.kind}`)}</TableCell>
              <TableCell>{line.code}</TableCell>
              <TableCell>{[line.basis ? t(`bases.${line.basis}`, { defaultValue: line.basis }) : null, line.weight !== undefined ? kg(line.weight) : null].filter(Boolean).join(', ')}</TableCell>
              <TableCell>{line.rate === undefined ? '' : line.basis === 'percent' || line.kind === 'tax' ? `${formatNumber(line.rate, language, 4)} %` : amount(line.rate)}</TableCell>
              <TableCell className={styles.amount}>{amount(line.amount)}</TableCell>
              <TableCell>{source(line.source)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell className={styles.total}>{t('columns.total')}</TableCell>
            <TableCell />
            <TableCell />
            <TableCell />
            <TableCell className={mergeClasses(styles.amount, styles.total)}>{amount(quote.total)}</TableCell>
            <TableCell />
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}
