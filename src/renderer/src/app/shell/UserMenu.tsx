import { Avatar, Button, makeStyles, Menu, MenuDivider, MenuGroup, MenuGroupHeader, MenuItem, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { THEMES } from '@shared/constants';
import { routePath } from '@shared/routes';
import type { SessionUser } from '@shared/profile/session-user';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { mobileAtom, themeAtom } from '@/lib/state';
import { saveTheme } from '@/lib/theme';

const useStyles = makeStyles({
  trigger: { color: '#ffffff', maxWidth: '240px', ':hover': { color: '#ffffff', backgroundColor: 'rgba(255,255,255,0.12)' } },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** The signed-in user's menu: profile and sign-out (and the theme on narrow screens). */
export default function UserMenu({ user }: { user: SessionUser }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const mobile = useAtomValue(mobileAtom);
  const [theme, setTheme] = useAtom(themeAtom);
  return (
    <Menu
      checkedValues={{ theme: [theme] }}
      onCheckedValueChange={(_, data) => {
        const next = THEMES.find((name) => name === data.checkedItems[0]);
        if (next) {
          setTheme(next);
          saveTheme(next);
        }
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        {/* The avatar shows a person, not initials: initials are visible text a voice command would
            have to say, and the button's name is the account and the user's name. */}
        <Button
          appearance="transparent"
          className={styles.trigger}
          aria-label={mobile ? t('shell.account') : `${t('shell.account')}: ${user.name}`}
          icon={<Avatar idForColor={user.name} icon={<PersonRegular />} size={28} color="colorful" aria-hidden />}
        >
          {mobile ? null : <span className={styles.name}>{user.name}</span>}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<PersonRegular />} onClick={() => void navigate(routePath('profile'))}>
            {t('menu:items.profile')}
          </MenuItem>
          {mobile ? (
            <MenuGroup>
              <MenuDivider />
              <MenuGroupHeader>{t('theme.label')}</MenuGroupHeader>
              {THEMES.map((name) => (
                <MenuItemRadio key={name} name="theme" value={name}>
                  {t(`theme.${name}`)}
                </MenuItemRadio>
              ))}
            </MenuGroup>
          ) : null}
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => void signOut()}>
            {t('menu:items.logout')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
