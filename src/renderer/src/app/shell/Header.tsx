import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';
import { LAYOUT_SIZES } from '@shared/constants';
import { can } from '@shared/abilities';
import { routePath } from '@shared/routes';
import { FINANCE_ABILITIES } from '@shared/finance/abilities';
import { NOTIFICATION_ABILITIES } from '@shared/notifications/abilities';
import { homePath } from '@/lib/navigation-targets';
import { mobileAtom, platformAtom, userAtom } from '@/lib/state';
import { BrandMark } from './BrandMark';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSwitch } from './ThemeSwitch';

const UserMenu = lazy(() => import('./UserMenu'));
const HeaderBell = lazy(() => import('@/features/notifications/components/HeaderBell'));
const HeaderBalance = lazy(() => import('@/features/finance/components/HeaderBalance'));

/** The notifications page's ability (route table): the bell shows with it. */

const useStyles = makeStyles({
  header: {
    height: `${LAYOUT_SIZES.headerHeightPx}px`,
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: '#003594',
    color: '#ffffff',
    position: 'sticky',
    top: 0,
    zIndex: 800,
  },
  tall: {
    height: `${LAYOUT_SIZES.headerHeightIndexPx}px`,
    padding: `0 ${tokens.spacingHorizontalXXL}`,
    '@media (max-width: 991.98px)': { padding: `0 ${tokens.spacingHorizontalL}` },
  },
  onBrand: { color: '#ffffff', ':hover': { color: '#ffffff', backgroundColor: 'rgba(255,255,255,0.12)' } },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: '#ffffff', textDecoration: 'none', minWidth: 0 },
  // On a narrow screen the name gives way to the switches.
  names: { display: 'flex', flexDirection: 'column', lineHeight: '1.1', minWidth: 0 },
  name: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightBold, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  product: { fontSize: tokens.fontSizeBase200, opacity: 0.85, whiteSpace: 'nowrap' },
  spacer: { flexGrow: 1 },
  signIn: { backgroundColor: '#ffffff', color: '#003594', ':hover': { backgroundColor: '#e8eefb', color: '#003594' } },
});

/** The header of section 9: 64 px, 100 px on the cabinet's index page. */
export function Header({ tall, onToggleMenu }: { tall: boolean; onToggleMenu?: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const platform = useAtomValue(platformAtom);
  const mobile = useAtomValue(mobileAtom);
  const home = homePath(user, platform);
  const homeHref = useHref(home);
  const goHome = useLinkClickHandler<HTMLAnchorElement>(home);
  const loginHref = useHref(routePath('login'));
  const goLogin = useLinkClickHandler<HTMLAnchorElement>(routePath('login'));
  return (
    <header className={mergeClasses(styles.header, tall && styles.tall)}>
      {onToggleMenu ? (
        <Button appearance="transparent" className={styles.onBrand} icon={<NavigationRegular />} aria-label={t('shell.toggleMenu')} onClick={onToggleMenu} />
      ) : null}
      <a className={styles.brand} href={homeHref} onClick={goHome}>
        <BrandMark size={tall ? 40 : 32} />
        <span className={styles.names}>
          <span className={styles.name}>{t('brand.name')}</span>
          {mobile ? null : <span className={styles.product}>{t('brand.product')}</span>}
        </span>
      </a>
      <span className={styles.spacer} />
      <LanguageSwitch />
      {mobile ? null : <ThemeSwitch />}
      {/* Section 4: only holders of financial.balance.user load a balance. */}
      {user && can(user.abilities, FINANCE_ABILITIES.userBalance) ? (
        <Suspense fallback={null}>
          <HeaderBalance />
        </Suspense>
      ) : null}
      {user && can(user.abilities, NOTIFICATION_ABILITIES.view) ? (
        <Suspense fallback={null}>
          <HeaderBell />
        </Suspense>
      ) : null}
      {user ? (
        <Suspense fallback={null}>
          <UserMenu user={user} />
        </Suspense>
      ) : (
        <Button as="a" href={loginHref} onClick={goLogin} className={styles.signIn}>
          {t('actions.signIn')}
        </Button>
      )}
    </header>
  );
}
