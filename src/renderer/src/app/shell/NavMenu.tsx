import {
  makeStyles,
  mergeClasses,
  NavCategory,
  NavCategoryItem,
  NavDrawer,
  NavDrawerBody,
  NavDrawerFooter,
  NavSubItem,
  NavSubItemGroup,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  AppsListDetailRegular,
  ArrowSwapRegular,
  BoxRegular,
  BookRegular,
  DataBarVerticalRegular,
  PersonRegular,
  SettingsRegular,
  TagRegular,
  WalletRegular,
  WrenchRegular,
} from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { APP_VERSION, LAYOUT_SIZES } from '@shared/constants';
import type { MenuGroupName } from '@shared/routes';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { platformAtom, userAtom } from '@/lib/state';
import { menuRouteOf, visibleMenu } from '../menu';
import type { RouteHandle } from '../router';

const ICONS: Record<MenuGroupName, typeof BoxRegular> = {
  booking: BoxRegular,
  tariffication: TagRegular,
  exchange: ArrowSwapRegular,
  technology: WrenchRegular,
  financialHandbook: BookRegular,
  finances: WalletRegular,
  reports: DataBarVerticalRegular,
  other: AppsListDetailRegular,
  settings: SettingsRegular,
  profile: PersonRegular,
};

const BELOW_HEADER = `${LAYOUT_SIZES.headerHeightPx}px`;

const useStyles = makeStyles({
  drawer: { height: '100%' },
  // The overlay menu opens under the header, not over it: the header's toggle stays where it was
  // (to close the menu again), and so do the logo, the language and the account.
  overlay: { top: BELOW_HEADER, height: 'auto', bottom: 0 },
  backdrop: { top: BELOW_HEADER },
  version: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, padding: `0 ${tokens.spacingHorizontalM}` },
});

const LOGOUT = 'logout';
// The chats entry shows the unread total (loaded only where the entry is: users who may view chats).
const ChatMenuBadge = lazy(() => import('@/features/chat/components/ChatMenuBadge'));

/** The menu of section 2 for the signed-in user: the groups and entries their rights allow. */
export default function NavMenu({ open, overlay, onClose }: { open: boolean; overlay: boolean; onClose(): void }) {
  const styles = useStyles();
  const { t } = useTranslation('menu');
  const user = useAtomValue(userAtom);
  const platform = useAtomValue(platformAtom);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const matches = useMatches();
  if (!user) return null;
  const groups = visibleMenu(user, platform);
  const current = (matches.at(-1)?.handle as RouteHandle | undefined)?.route.name;
  const selected = current ? menuRouteOf(current) : undefined;
  const selectedGroup = groups.find((group) => group.entries.some((entry) => entry.route === selected))?.name;

  const follow = (path: string) => (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(path);
    if (overlay) onClose();
  };

  return (
    <NavDrawer
      className={mergeClasses(styles.drawer, overlay && styles.overlay)}
      backdrop={overlay ? { className: styles.backdrop } : undefined}
      open={open}
      type={overlay ? 'overlay' : 'inline'}
      // Opening the page with the menu already open is not an opening: no slide-in then.
      surfaceMotion={{ children: (Motion, props) => <Motion {...props} appear={false} /> }}
      onOpenChange={(_, data) => !data.open && onClose()}
      selectedValue={selected}
      selectedCategoryValue={selectedGroup}
      defaultOpenCategories={selectedGroup ? [selectedGroup] : [groups[0]?.name ?? '']}
      aria-label={t('label')}
    >
      <NavDrawerBody>
        {groups.map((group) => {
          const Icon = ICONS[group.name];
          return (
            <NavCategory key={group.name} value={group.name}>
              <NavCategoryItem icon={<Icon />}>{t(`groups.${group.name}`)}</NavCategoryItem>
              <NavSubItemGroup>
                {group.entries.map((entry) => (
                  <NavSubItem key={entry.route} value={entry.route} href={entry.path} onClick={follow(entry.path)}>
                    {t(`items.${entry.label}`)}
                    {entry.route === 'chats' ? <Suspense fallback={null}> <ChatMenuBadge /></Suspense> : null}
                  </NavSubItem>
                ))}
                {group.name === 'profile' ? (
                  <NavSubItem value={LOGOUT} onClick={() => void signOut()}>
                    {t('items.logout')}
                  </NavSubItem>
                ) : null}
              </NavSubItemGroup>
            </NavCategory>
          );
        })}
      </NavDrawerBody>
      <NavDrawerFooter>
        <Text className={styles.version}>{APP_VERSION}</Text>
      </NavDrawerFooter>
    </NavDrawer>
  );
}
