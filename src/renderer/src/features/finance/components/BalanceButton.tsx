import { Button, Divider, makeStyles, Popover, PopoverSurface, PopoverTrigger, Text, tokens } from '@fluentui/react-components';
import { WalletRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import { FINANCE_ABILITIES, type UserBalance } from '@shared/finance';
import { formatMoney } from '@shared/money';
import { routePath } from '@shared/routes';
import { AppLink } from '@/components/AppLink';
import { Pending } from '@/components/Pending';
import { mobileAtom, userAtom } from '@/lib/state';
import { useUserBalance } from '../api/balance';

const useStyles = makeStyles({
  trigger: { color: '#ffffff', fontVariantNumeric: 'tabular-nums', ':hover': { color: '#ffffff', backgroundColor: 'rgba(255,255,255,0.12)' } },
  negative: { color: '#ffd6d6' },
  surface: { padding: tokens.spacingVerticalM, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: '280px', maxWidth: '380px' },
  contract: { display: 'grid', gridTemplateColumns: '1fr auto', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXXS },
  figure: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
});

function ContractFigures({ item }: { item: UserBalance }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('finance');
  const line = (label: string, value: string) => (
    <>
      <Text className={styles.muted}>{label}</Text>
      <Text className={styles.figure}>{value}</Text>
    </>
  );
  return (
    <div className={styles.contract}>
      <Text weight="semibold">{t('header.contract', { number: item.number })}</Text>
      <Text weight="semibold" className={styles.figure}>
        {formatMoney(item.money, i18n.language, 'full')}
      </Text>
      {item.held.amount ? line(t('figures.held'), formatMoney(item.held, i18n.language, 'full')) : null}
      {item.creditLimit.amount ? line(t('figures.creditLimit'), formatMoney(item.creditLimit, i18n.language, 'full')) : null}
      {line(t('figures.available'), formatMoney(item.available, i18n.language, 'full'))}
    </div>
  );
}

/**
 * The header's balance (section 4: loaded for holders of financial.balance.user): the main
 * contract's money, compact where space is short, and every contract's figures a click away.
 */
export function BalanceButton() {
  const styles = useStyles();
  const { t, i18n } = useTranslation('finance');
  const mobile = useAtomValue(mobileAtom);
  const user = useAtomValue(userAtom);
  const balance = useUserBalance();
  const main = balance.data?.[0];
  if (!main) return null;
  // Section 9's compact form (whole units) in the header, where space is short; the popover shows kopecks.
  const label = formatMoney(main.money, i18n.language, 'compact');
  return (
    <Popover positioning="below-end" withArrow>
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          className={styles.trigger}
          icon={<WalletRegular />}
          aria-label={t('header.label', { amount: formatMoney(main.money, i18n.language, 'full') })}
          data-testid="header-balance"
        >
          {/* A phone's header has no room for the figure: the popover shows it. */}
          {mobile ? null : <span className={main.money.amount < 0 ? styles.negative : undefined}>{label}</span>}
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('header.title')}>
        <Text weight="semibold">{t('header.title')}</Text>
        {balance.isFetching && !balance.data ? <Pending size="small" /> : null}
        {balance.data?.map((item, index) => (
          <div key={item.contractId}>
            {index ? <Divider /> : null}
            <ContractFigures item={item} />
          </div>
        ))}
        {can(user?.abilities, FINANCE_ABILITIES.balance) ? <AppLink to={routePath('balance')}>{t('header.operations')}</AppLink> : null}
      </PopoverSurface>
    </Popover>
  );
}
