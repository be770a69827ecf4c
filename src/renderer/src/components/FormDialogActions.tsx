import { Button, DialogActions } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** A form dialog's footer: cancel, and the submit named for what it does; both wait while it saves. */
export function FormDialogActions({ submitting, submitLabel, onCancel }: { submitting: boolean; submitLabel: string; onCancel(): void }) {
  const { t } = useTranslation('resources');
  return (
    <DialogActions>
      <Button disabled={submitting} onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" appearance="primary" disabled={submitting}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
