import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routePath } from '@shared/routes';
import { AppLink } from '@/components/AppLink';
import { CenteredCard } from '@/components/CenteredCard';
import { afterLoginPath } from '@/lib/navigation-targets';
import { useSearchParam } from '@/lib/search-param';
import { platformAtom } from '@/lib/state';
import { LoginForm } from '../components/LoginForm';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const platform = useAtomValue(platformAtom);
  const returnPath = useSearchParam('path');
  return (
    <CenteredCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        platform === 'CABINET' ? (
          <>
            {t('login.noAccount')} <AppLink to={routePath('signup')}>{t('login.becomeClient')}</AppLink>
          </>
        ) : undefined
      }
    >
      <LoginForm onSignedIn={(user) => void navigate(afterLoginPath(user, platform, returnPath), { replace: true })} />
    </CenteredCard>
  );
}
