import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, RegistrationBodySchema, type RegistrationBody } from '@shared/auth/schemas';
import type { SessionUser } from '@shared/profile/session-user';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { TimeZonePicker } from '@/components/TimeZonePicker';
import { useApi } from '@/lib/api/context';
import { submitForm } from '@/lib/forms';
import { register } from '../api/register';
import { useSignIn } from '../hooks/use-sign-in';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Moscow';

/** Signup (section 2): name, email, password, its confirmation and time zone; it signs the new user in. */
export function SignupForm({ onSignedIn }: { onSignedIn(user: SessionUser): void }) {
  const styles = useStyles();
  const { t } = useTranslation('auth');
  const api = useApi();
  const signIn = useSignIn();
  const form = useForm<RegistrationBody>({
    resolver: valibotResolver(RegistrationBodySchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', timeZone: browserTimeZone() },
  });
  const { control, formState } = form;

  const submit = submitForm(form, async (body) => {
    const { token } = await register(api, body);
    onSignedIn(await signIn(token));
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormError message={formState.errors.root?.server?.message} />
      <FormField control={control} name="name" label={t('signup.name')} required>
        {(field) => <Input {...field} autoComplete="name" autoFocus />}
      </FormField>
      <FormField control={control} name="email" label={t('signup.email')} required>
        {(field) => <Input {...field} type="email" autoComplete="email" />}
      </FormField>
      <FormField
        control={control}
        name="password"
        label={t('signup.password')}
        hint={t('signup.passwordHint', { count: PASSWORD_MIN_LENGTH })}
        required
      >
        {(field) => <Input {...field} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField control={control} name="confirmPassword" label={t('signup.confirmPassword')} required>
        {(field) => <Input {...field} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField control={control} name="timeZone" label={t('signup.timeZone')} required>
        {(field) => <TimeZonePicker ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
      </FormField>
      <Button appearance="primary" type="submit" size="large" disabled={formState.isSubmitting}>
        {t('signup.submit')}
      </Button>
    </form>
  );
}
