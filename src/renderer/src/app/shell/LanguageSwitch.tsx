import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@shared/constants';
import { switchLocale } from '@/lib/i18n';

const useStyles = makeStyles({
  group: { display: 'flex', gap: '2px' },
  button: { color: '#ffffff', minWidth: '40px', ':hover': { color: '#ffffff', backgroundColor: 'rgba(255,255,255,0.12)' } },
  active: { backgroundColor: 'rgba(255,255,255,0.22)', fontWeight: tokens.fontWeightBold },
});

/** ru and en, switched in the header and kept in the defaultLanguage cookie for 365 days. */
export function LanguageSwitch() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.group} role="group" aria-label={t('language.label')}>
      {LOCALES.map((locale) => {
        const active = i18n.language === locale;
        return (
          <Button
            key={locale}
            appearance="transparent"
            size="small"
            className={mergeClasses(styles.button, active && styles.active)}
            aria-pressed={active}
            title={t(`language.${locale}`)}
            // The name starts with the code shown, so a voice command naming the label ("EN") works.
            aria-label={`${locale.toUpperCase()}, ${t(`language.${locale}`)}`}
            onClick={() => void switchLocale(i18n, locale)}
          >
            {locale.toUpperCase()}
          </Button>
        );
      })}
    </div>
  );
}
