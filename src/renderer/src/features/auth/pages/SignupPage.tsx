import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routePath } from '@shared/routes';
import { AppLink } from '@/components/AppLink';
import { CenteredCard } from '@/components/CenteredCard';
import { afterLoginPath } from '@/lib/navigation-targets';
import { platformAtom } from '@/lib/state';
import { SignupForm } from '../components/SignupForm';

export default function SignupPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const platform = useAtomValue(platformAtom);
  return (
    <CenteredCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <>
          {t('signup.haveAccount')} <AppLink to={routePath('login')}>{t('signup.signIn')}</AppLink>
        </>
      }
    >
      <SignupForm onSignedIn={(user) => void navigate(afterLoginPath(user, platform), { replace: true })} />
    </CenteredCard>
  );
}
