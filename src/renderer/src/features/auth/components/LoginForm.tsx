import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoginBodySchema, type LoginBody } from '@shared/auth/schemas';
import type { SessionUser } from '@shared/profile/session-user';
import { routePath } from '@shared/routes';
import { AppLink } from '@/components/AppLink';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { useApi } from '@/lib/api/context';
import { sessionProblemAtom } from '@/lib/current-user';
import { withSearchParams } from '@/lib/search-param';
import { submitForm } from '@/lib/forms';
import { login } from '../api/login';
import { useSignIn } from '../hooks/use-sign-in';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  forgot: { alignSelf: 'flex-end', marginTop: `calc(-1 * ${tokens.spacingVerticalS})` },
});

/** The forgotten-password page, with the login typed so far so it need not be typed again. */
const forgotPasswordPath = (username: string): string => {
  const email = username.trim();
  return email ? withSearchParams(routePath('forgot-password'), { email }) : routePath('forgot-password');
};

export function LoginForm({ onSignedIn }: { onSignedIn(user: SessionUser): void }) {
  const styles = useStyles();
  const { t } = useTranslation('auth');
  const api = useApi();
  const signIn = useSignIn();
  const form = useForm<LoginBody>({ resolver: valibotResolver(LoginBodySchema), defaultValues: { username: '', password: '' } });
  const { control, formState } = form;
  const username = useWatch({ control, name: 'username' });
  const sessionProblem = useAtomValue(sessionProblemAtom);

  const submit = submitForm(form, async (body) => {
    const { token } = await login(api, body);
    onSignedIn(await signIn(token));
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormError message={formState.errors.root?.server?.message ?? sessionProblem ?? undefined} />
      <FormField control={control} name="username" label={t('login.username')} required>
        {(field) => <Input {...field} type="email" autoComplete="username" autoFocus />}
      </FormField>
      <FormField control={control} name="password" label={t('login.password')} required>
        {(field) => <Input {...field} type="password" autoComplete="current-password" />}
      </FormField>
      <div className={styles.forgot}>
        <AppLink to={forgotPasswordPath(username)}>{t('login.forgotPassword')}</AppLink>
      </div>
      <Button appearance="primary" type="submit" size="large" disabled={formState.isSubmitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
