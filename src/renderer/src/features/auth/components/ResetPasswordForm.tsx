import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, ResetPasswordBodySchema, type ResetPasswordBody } from '@shared/auth/schemas';
import type { SessionUser } from '@shared/profile/session-user';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { isApiError } from '@/lib/api/api-error';
import { useApi } from '@/lib/api/context';
import { submitForm } from '@/lib/forms';
import { resetPassword } from '../api/reset-password';
import { useSignIn } from '../hooks/use-sign-in';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

interface ResetPasswordFormProps {
  token: string;
  onSignedIn(user: SessionUser): void;
  /** The link stopped working between the check and the save (used in another tab, expired). */
  onInvalidLink(): void;
}

/** The new password and its confirmation, with the sign-up's rules; saving it signs the user in. */
export function ResetPasswordForm({ token, onSignedIn, onInvalidLink }: ResetPasswordFormProps) {
  const styles = useStyles();
  const { t } = useTranslation('auth');
  const api = useApi();
  const signIn = useSignIn();
  // The link's secret travels with the form, so the same schema as the server's checks it all.
  const form = useForm<ResetPasswordBody>({ resolver: valibotResolver(ResetPasswordBodySchema), defaultValues: { token, password: '', confirmPassword: '' } });
  const { control, formState } = form;

  const submit = submitForm(form, async (body) => {
    try {
      const session = await resetPassword(api, body);
      onSignedIn(await signIn(session.token));
    } catch (error) {
      if (isApiError(error) && error.fields?.token) return onInvalidLink();
      throw error;
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormError message={formState.errors.root?.server?.message} />
      <FormField control={control} name="password" label={t('reset.password')} hint={t('signup.passwordHint', { count: PASSWORD_MIN_LENGTH })} required>
        {(field) => <Input {...field} type="password" autoComplete="new-password" autoFocus />}
      </FormField>
      <FormField control={control} name="confirmPassword" label={t('reset.confirmPassword')} required>
        {(field) => <Input {...field} type="password" autoComplete="new-password" />}
      </FormField>
      <Button appearance="primary" type="submit" size="large" disabled={formState.isSubmitting}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
