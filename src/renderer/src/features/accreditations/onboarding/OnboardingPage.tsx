import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';
import { accreditationsResource } from '@shared/accreditations/definition';
import { PageFrame } from '@/components/PageFrame';
import { Surface } from '@/components/Surface';
import { useResourceList } from '@/components/resource/api';
import { statusOf } from '../rules';
import { nextStep } from './next-step';
import { RequestCard } from './RequestCard';
import { StepList } from './StepList';
import { useRouteOpen } from './use-route-open';

const useStyles = makeStyles({
  start: { gap: tokens.spacingVerticalM, maxWidth: '760px', alignItems: 'flex-start' },
  cards: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

// An applicant has a handful of requests at most (one, or a new one after a refusal): one page holds them.
const QUERY = { page: 1, size: 20, filter: {} };

/** Nothing filed yet: what the questionnaire is for and the way to it. */
function FirstStep() {
  const styles = useStyles();
  const { t } = useTranslation('resources/accreditations');
  const add = useRouteOpen()('accreditations-add');
  const href = useHref(add ?? '/accreditations');
  const onClick = useLinkClickHandler<HTMLAnchorElement>(add ?? '/accreditations');
  return (
    <Surface className={styles.start} role="region" aria-labelledby="onboarding-first">
      <Subtitle2 as="h2" id="onboarding-first">
        {t('onboarding.first.title')}
      </Subtitle2>
      <Text>{t('onboarding.next.none')}</Text>
      <Text>{t('onboarding.first.contents')}</Text>
      {add ? (
        <Button as="a" appearance="primary" size="large" href={href} onClick={onClick}>
          {t('onboarding.fill')}
        </Button>
      ) : (
        <Text>{t('onboarding.first.elsewhere')}</Text>
      )}
    </Surface>
  );
}

/**
 * The accreditations page of a company on its way to a contract: where it stands on the way to a
 * first shipment and what it does next, instead of the airline's list of every request.
 */
export function OnboardingPage() {
  const styles = useStyles();
  const { t } = useTranslation('resources/accreditations');
  const list = useResourceList(accreditationsResource, QUERY);
  const rows = list.data?.items ?? [];
  // The newest request (the list's default order) says where the company stands.
  const latest = rows[0];
  return (
    <PageFrame title={t('onboarding.title')}>
      {list.error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{list.error.message}</MessageBarBody>
        </MessageBar>
      ) : list.isPending ? (
        <Spinner label={t('onboarding.loading')} />
      ) : (
        <>
          <StepList current={nextStep(latest ? statusOf(latest) : null).step} />
          {latest ? (
            <div className={styles.cards}>
              {rows.map((row) => (
                <RequestCard key={row.id} row={row} />
              ))}
            </div>
          ) : (
            <FirstStep />
          )}
        </>
      )}
    </PageFrame>
  );
}
