import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordBodySchema, type ForgotPasswordBody } from '@shared/auth/schemas';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { useApi } from '@/lib/api/context';
import { submitForm } from '@/lib/forms';
import { forgotPassword } from '../api/forgot-password';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * Asks for a reset link. What it says afterwards is the same whether or not the account exists,
 * as the server's answer is.
 */
export function ForgotPasswordForm({ email: initialEmail }: { email: string }) {
  const styles = useStyles();
  const { t } = useTranslation('auth');
  const api = useApi();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordBody>({ resolver: valibotResolver(ForgotPasswordBodySchema), defaultValues: { email: initialEmail } });
  const { control, formState } = form;

  const submit = submitForm(form, async (body) => {
    await forgotPassword(api, body);
    setSentTo(body.email);
  });

  if (sentTo !== null) {
    return (
      <div className={styles.form}>
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('forgot.sent', { email: sentTo })}</MessageBarBody>
        </MessageBar>
        <Button appearance="secondary" onClick={() => setSentTo(null)}>
          {t('forgot.again')}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormError message={formState.errors.root?.server?.message} />
      <FormField control={control} name="email" label={t('forgot.email')} required>
        {(field) => <Input {...field} type="email" autoComplete="username" autoFocus />}
      </FormField>
      <Button appearance="primary" type="submit" size="large" disabled={formState.isSubmitting}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}
