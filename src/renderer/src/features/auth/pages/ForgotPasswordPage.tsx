import { useTranslation } from 'react-i18next';
import { routePath } from '@shared/routes';
import { AppLink } from '@/components/AppLink';
import { CenteredCard } from '@/components/CenteredCard';
import { useSearchParam } from '@/lib/search-param';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';

/** Ours: a forgotten password starts here (the login page links to it, with the login typed there). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const email = useSearchParam('email');
  return (
    <CenteredCard title={t('forgot.title')} subtitle={t('forgot.subtitle')} footer={<AppLink to={routePath('login')}>{t('forgot.backToLogin')}</AppLink>}>
      <ForgotPasswordForm email={email ?? ''} />
    </CenteredCard>
  );
}
