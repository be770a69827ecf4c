import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkClickHandler, useNavigate } from 'react-router';
import { routePath } from '@shared/routes';
import { AppLink } from '@/components/AppLink';
import { CenteredCard } from '@/components/CenteredCard';
import { FormError } from '@/components/FormError';
import { isApiError } from '@/lib/api/api-error';
import { afterLoginPath } from '@/lib/navigation-targets';
import { useSearchParam } from '@/lib/search-param';
import { platformAtom } from '@/lib/state';
import { useResetLinkCheck } from '../api/check-reset-link';
import { ResetPasswordForm } from '../components/ResetPasswordForm';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** A link that does not work: why, and the way to a new one. */
function InvalidLink() {
  const styles = useStyles();
  const { t } = useTranslation('auth');
  const forgot = routePath('forgot-password');
  const goToForgot = useLinkClickHandler<HTMLAnchorElement>(forgot);
  return (
    <div className={styles.box}>
      <MessageBar intent="warning" role="alert">
        <MessageBarBody>{t('reset.invalidLink')}</MessageBarBody>
      </MessageBar>
      <Button as="a" href={forgot} onClick={goToForgot} appearance="primary" size="large">
        {t('reset.requestNew')}
      </Button>
    </div>
  );
}

/**
 * Ours: the page a reset link opens (`/reset-password?token=...`). The link is checked before
 * anything is typed; a working one takes the new password and signs the user in.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const platform = useAtomValue(platformAtom);
  const token = useSearchParam('token')?.trim() ?? '';
  const check = useResetLinkCheck(token, token !== '');
  const [usedUp, setUsedUp] = useState(false);

  const invalid = token === '' || usedUp || (isApiError(check.error) && check.error.status === 400);
  let body;
  if (invalid) body = <InvalidLink />;
  else if (check.isError) body = <FormError message={check.error.message} />;
  else if (check.isPending) body = <Spinner size="small" label={t('reset.checking')} />;
  else {
    body = (
      <ResetPasswordForm
        token={token}
        onSignedIn={(user) => void navigate(afterLoginPath(user, platform), { replace: true })}
        onInvalidLink={() => setUsedUp(true)}
      />
    );
  }
  return (
    <CenteredCard
      title={t('reset.title')}
      subtitle={invalid ? undefined : t('reset.subtitle')}
      footer={<AppLink to={routePath('login')}>{t('forgot.backToLogin')}</AppLink>}
    >
      {body}
    </CenteredCard>
  );
}
