import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Money } from '@shared/money';

const useStyles = makeStyles({
  amount: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  credit: { color: tokens.colorPaletteGreenForeground1 },
  debit: { color: tokens.colorPaletteRedForeground1 },
});

/** An amount with its sign spelt out and coloured: money in green, money out red (and a minus, for those who do not see colour). */
export function SignedAmount({ money, className }: { money: Money; className?: string }) {
  const styles = useStyles();
  const { i18n } = useTranslation();
  const text = formatMoney(money, i18n.language, 'full');
  return <span className={mergeClasses(styles.amount, money.amount > 0 ? styles.credit : money.amount < 0 ? styles.debit : undefined, className)}>{money.amount > 0 ? `+${text}` : text}</span>;
}

/** A balance: plain, red below zero. */
export function BalanceAmount({ money, className }: { money: Money; className?: string }) {
  const styles = useStyles();
  const { i18n } = useTranslation();
  return <span className={mergeClasses(styles.amount, money.amount < 0 && styles.debit, className)}>{formatMoney(money, i18n.language, 'full')}</span>;
}
