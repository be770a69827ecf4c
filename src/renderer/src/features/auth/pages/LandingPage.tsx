import { Button, makeStyles, Subtitle2, Text, Title1, tokens } from '@fluentui/react-components';
import { FlashRegular, MoneyRegular, TimerRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkClickHandler } from 'react-router';
import { routePath } from '@shared/routes';
import { Surface } from '@/components/Surface';

const useStyles = makeStyles({
  hero: {
    backgroundImage: 'linear-gradient(135deg, #002a78 0%, #003594 55%, #1d56c2 100%)',
    color: '#ffffff',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXL}`,
  },
  heroInner: {
    maxWidth: '1200px',
    margin: '0 auto',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.1fr)',
    gap: tokens.spacingHorizontalXXXL,
    alignItems: 'center',
    '@media (max-width: 991.98px)': { gridTemplateColumns: '1fr' },
  },
  title: { color: '#ffffff', display: 'block', marginBottom: tokens.spacingVerticalM },
  lead: { color: '#dce6fa', fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, display: 'block' },
  cta: { marginTop: tokens.spacingVerticalXL, display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  searchCard: { padding: tokens.spacingHorizontalXL },
  // Empty while nothing is asked: no gap then.
  result: { maxWidth: '1200px', margin: '0 auto', padding: `0 ${tokens.spacingHorizontalXXL}`, ':not(:empty)': { paddingTop: tokens.spacingVerticalXXL } },
  section: { maxWidth: '1200px', margin: '0 auto', padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}` },
  sectionTitle: { display: 'block', marginBottom: tokens.spacingVerticalL },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: tokens.spacingHorizontalL },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS, height: '100%', boxSizing: 'border-box' },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  muted: { color: tokens.colorNeutralForeground2 },
  stepNumber: {
    width: '36px',
    height: '36px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: tokens.fontWeightBold,
  },
});

const ADVANTAGES = [
  { key: 'directFares', icon: MoneyRegular },
  { key: 'priority', icon: FlashRegular },
  { key: 'instantBooking', icon: TimerRegular },
] as const;

const STEPS = ['authorization', 'contract', 'prepayment', 'booking'] as const;

/**
 * The cabinet's landing page for visitors (section 1). The AWB search box comes in as `search`
 * (in the hero) and its answer as `result` (full width below it, empty until something is asked).
 */
export function LandingPage({ search, result }: { search: ReactNode; result: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation('landing');
  const signup = routePath('signup');
  const goToSignup = useLinkClickHandler<HTMLAnchorElement>(signup);
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <div>
            <Title1 as="h1" className={styles.title}>
              {t('hero.title')}
            </Title1>
            <Text className={styles.lead}>{t('hero.lead')}</Text>
            <div className={styles.cta}>
              <Button as="a" href={signup} onClick={goToSignup} size="large">
                {t('hero.becomeClient')}
              </Button>
            </div>
          </div>
          <Surface className={styles.searchCard}>{search}</Surface>
        </div>
      </section>
      <div className={styles.result}>{result}</div>
      <section className={styles.section} aria-labelledby="advantages-title">
        <Subtitle2 as="h2" id="advantages-title" className={styles.sectionTitle}>
          {t('advantages.title')}
        </Subtitle2>
        <div className={styles.grid}>
          {ADVANTAGES.map(({ key, icon: Icon }) => (
            <Surface key={key} className={styles.card}>
              <Icon className={styles.icon} aria-hidden />
              <Subtitle2 as="h3">{t(`advantages.${key}.title`)}</Subtitle2>
              <Text className={styles.muted}>{t(`advantages.${key}.text`)}</Text>
            </Surface>
          ))}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="steps-title">
        <Subtitle2 as="h2" id="steps-title" className={styles.sectionTitle}>
          {t('steps.title')}
        </Subtitle2>
        <ol className={styles.grid} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {STEPS.map((step, index) => (
            <li key={step}>
              <Surface className={styles.card}>
                <span className={styles.stepNumber} aria-hidden>
                  {index + 1}
                </span>
                <Subtitle2 as="h3">{t(`steps.${step}.title`)}</Subtitle2>
                <Text className={styles.muted}>{t(`steps.${step}.text`)}</Text>
              </Surface>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
