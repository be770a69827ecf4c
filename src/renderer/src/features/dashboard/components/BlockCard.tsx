import { Body1, Caption1, Card, CardFooter, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DashboardBlock } from '@shared/dashboard';
import { formatMoney } from '@shared/money/format';
import { AppLink } from '@/components/AppLink';
import { AccreditationStep } from './AccreditationStep';
import { BlockRows } from './BlockRows';

const useStyles = makeStyles({
  card: { minWidth: 0 },
  count: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  figures: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, alignItems: 'baseline' },
  money: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** One block: its title linking to the screen behind it, its number, its first rows or what it means to have none. */
export function BlockCard({ block }: { block: DashboardBlock }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('dashboard');
  const showsCount = block.kind !== 'accreditation-step' && block.kind !== 'balance';
  return (
    <Card className={styles.card} data-testid={`dashboard-block-${block.kind}`} aria-label={t(`blocks.${block.kind}.title`)}>
      <CardHeader
        header={
          <Text as="h2" weight="semibold" size={400}>
            {t(`blocks.${block.kind}.title`)}
          </Text>
        }
        description={<Caption1 className={styles.muted}>{t(`blocks.${block.kind}.hint`)}</Caption1>}
        action={showsCount ? <span className={styles.count} data-testid="dashboard-count">{block.count}</span> : undefined}
      />
      {block.money ? (
        <div className={styles.figures}>
          <Caption1 className={styles.muted}>{t('money.balance')}</Caption1>
          <span className={styles.money}>{formatMoney(block.money.balance, i18n.language)}</span>
          <Caption1 className={styles.muted}>{t('money.held')}</Caption1>
          <Text>{formatMoney(block.money.held, i18n.language)}</Text>
          <Caption1 className={styles.muted}>{t('money.available')}</Caption1>
          <Text>{formatMoney(block.money.available, i18n.language)}</Text>
        </div>
      ) : null}
      {block.step ? <AccreditationStep step={block.step} /> : null}
      {block.rows.length && !block.step ? <BlockRows block={block} /> : null}
      {!block.rows.length && !block.step && !block.money ? <Body1 className={styles.muted}>{t(`blocks.${block.kind}.empty`)}</Body1> : null}
      <CardFooter>
        <AppLink to={block.link}>{t(`blocks.${block.kind}.open`)}</AppLink>
      </CardFooter>
    </Card>
  );
}
