import { Button, makeStyles, mergeClasses } from '@fluentui/react-components';
import { WeatherMoonRegular, WeatherPartlyCloudyDayRegular, WeatherSunnyRegular } from '@fluentui/react-icons';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { THEMES, type ThemeName } from '@shared/constants';
import { themeAtom } from '@/lib/state';
import { saveTheme } from '@/lib/theme';

const ICONS: Record<ThemeName, typeof WeatherSunnyRegular> = {
  light: WeatherSunnyRegular,
  gray: WeatherPartlyCloudyDayRegular,
  dark: WeatherMoonRegular,
};

const useStyles = makeStyles({
  group: { display: 'flex', gap: '2px' },
  button: { color: '#ffffff', ':hover': { color: '#ffffff', backgroundColor: 'rgba(255,255,255,0.12)' } },
  active: { backgroundColor: 'rgba(255,255,255,0.22)' },
});

/** Light, gray and dark, switched in the header and kept in the currentTheme cookie. */
export function ThemeSwitch() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [theme, setTheme] = useAtom(themeAtom);
  return (
    <div className={styles.group} role="group" aria-label={t('theme.label')}>
      {THEMES.map((name) => {
        const Icon = ICONS[name];
        const active = theme === name;
        return (
          <Button
            key={name}
            appearance="transparent"
            size="small"
            icon={<Icon />}
            className={mergeClasses(styles.button, active && styles.active)}
            aria-pressed={active}
            aria-label={t(`theme.${name}`)}
            title={t(`theme.${name}`)}
            onClick={() => {
              setTheme(name);
              saveTheme(name);
            }}
          />
        );
      })}
    </div>
  );
}
