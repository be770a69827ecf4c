import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Caption1, Input, makeStyles, Subtitle2, Toast, ToastTitle, tokens } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@shared/auth/schemas';
import { ChangePasswordBodySchema, type ChangePasswordBody } from '@shared/profile/schemas';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { useApi } from '@/lib/api/context';
import { submitForm } from '@/lib/forms';
import { useAppToast } from '@/lib/toaster';
import { changePassword } from '../api/change-password';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  hint: { color: tokens.colorNeutralForeground3 },
  submit: { alignSelf: 'flex-start' },
});

const EMPTY: ChangePasswordBody = { currentPassword: '', password: '', confirmPassword: '' };

/** Ours: the user's own password, changed with the current one; their other sessions end. */
export function PasswordSection() {
  const styles = useStyles();
  const { t } = useTranslation('profile');
  const api = useApi();
  const { dispatchToast } = useAppToast();
  const form = useForm<ChangePasswordBody>({ resolver: valibotResolver(ChangePasswordBodySchema), defaultValues: EMPTY });
  const { control, formState } = form;

  const submit = submitForm(form, async (body) => {
    await changePassword(api, body);
    form.reset(EMPTY);
    dispatchToast(
      <Toast data-testid="password-changed">
        <ToastTitle>{t('password.done')}</ToastTitle>
      </Toast>,
      { intent: 'success' },
    );
  });

  return (
    <section aria-labelledby="password-title">
      <form className={styles.box} onSubmit={(event) => void submit(event)} noValidate>
        <Subtitle2 as="h2" id="password-title">
          {t('password.title')}
        </Subtitle2>
        <Caption1 className={styles.hint}>{t('password.hint')}</Caption1>
        <FormError message={formState.errors.root?.server?.message} />
        <FormField control={control} name="currentPassword" label={t('password.current')} required>
          {(field) => <Input {...field} type="password" autoComplete="current-password" />}
        </FormField>
        <FormField control={control} name="password" label={t('password.new')} hint={t('password.newHint', { count: PASSWORD_MIN_LENGTH })} required>
          {(field) => <Input {...field} type="password" autoComplete="new-password" />}
        </FormField>
        <FormField control={control} name="confirmPassword" label={t('password.confirm')} required>
          {(field) => <Input {...field} type="password" autoComplete="new-password" />}
        </FormField>
        <Button className={styles.submit} appearance="primary" type="submit" disabled={formState.isSubmitting}>
          {t('password.submit')}
        </Button>
      </form>
    </section>
  );
}
