import { Badge, Button, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';
import { shownStatus } from '@shared/accreditations';
import { accreditationsResource } from '@shared/accreditations/definition';
import { titleOf } from '@shared/resources/define';
import { routePath } from '@shared/routes';
import type { ResourceRow } from '@shared/resources/list-query';
import { AppLink } from '@/components/AppLink';
import { Surface } from '@/components/Surface';
import { useTitleContext } from '@/components/resource/use-title-context';
import { statusOf } from '../rules';
import { nextStep } from './next-step';
import { useRouteOpen } from './use-route-open';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, maxWidth: '760px' },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  comment: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

const BADGE: Record<string, 'informative' | 'warning' | 'danger' | 'success'> = { progress: 'warning', rejected: 'danger', approved: 'success', completed: 'success' };

/** A primary action that is a link: a real href, navigated inside the app. */
function PrimaryLink({ to, children }: { to: string; children: string }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button as="a" appearance="primary" href={href} onClick={onClick}>
      {children}
    </Button>
  );
}

/** One of the applicant's requests: its status, the airline's comment, and what happens next. */
export function RequestCard({ row }: { row: ResourceRow }) {
  const styles = useStyles();
  const { t } = useTranslation('resources/accreditations');
  const title = titleOf(accreditationsResource, row, useTitleContext());
  const open = useRouteOpen();
  const status = statusOf(row);
  const next = nextStep(status);
  const comment = typeof row.comment === 'string' && row.comment ? row.comment : null;
  const contractId = typeof row.contractId === 'number' ? row.contractId : null;
  const primary =
    next.action === 'correct' ? open('accreditations-edit', { id: String(row.id) }) : next.action === 'fillAgain' ? open('accreditations-add') : null;
  const contract = contractId === null ? null : open('contracts-info', { id: String(contractId) });
  const chat = open('chats');
  return (
    <Surface className={styles.card} role="region" aria-label={title}>
      <div className={styles.head}>
        <Subtitle2 as="h2">{title}</Subtitle2>
        <Badge appearance="tint" color={BADGE[shownStatus(status)] ?? 'informative'}>
          {t(`options.status.${status}`)}
        </Badge>
      </div>
      <Text>{t(`onboarding.next.${next.text}`, { interpolation: { escapeValue: false } })}</Text>
      {next.text === 'approved' ? <Text>{t('onboarding.prepayment')}</Text> : null}
      {comment ? (
        <Text className={styles.comment}>
          {t('notice.comment')}: {comment}
        </Text>
      ) : null}
      <div className={styles.actions}>
        {primary ? <PrimaryLink to={primary}>{t(next.action === 'correct' ? 'onboarding.correct' : 'onboarding.fillAgain')}</PrimaryLink> : null}
        <AppLink to={routePath('accreditations-info', { id: String(row.id) })}>{t('onboarding.openRequest')}</AppLink>
        {contract ? <AppLink to={contract}>{t('onboarding.openContract')}</AppLink> : null}
        {chat && (next.step !== 'questionnaire' || next.action === 'fillAgain') ? <AppLink to={chat}>{t('onboarding.askAirline')}</AppLink> : null}
      </div>
    </Surface>
  );
}
