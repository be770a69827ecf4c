import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Dropdown, Field, makeStyles, MessageBar, MessageBarBody, Option, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH, statusChoices, TRANSITIONS, type AccreditationAction, type ChoosableStatus } from '@shared/accreditations';
import { LAYOUT_SIZES, type AccreditationStatus } from '@shared/constants';
import { M, translateMessage } from '@shared/validation';
import { isApiError } from '@/lib/api/api-error';
import { usePerformAction } from '../api/perform-action';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '600px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground2 },
});

const NS = 'resources/accreditations';

interface ActionDialogProps {
  id: number;
  status: AccreditationStatus;
  action: AccreditationAction;
  onClose(done: boolean): void;
}

/** One action of section 4 on a request: its comment (required where the transition table says) and, for a change of status, the new status. */
export function ActionDialog({ id, status, action, onClose }: ActionDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation([NS, 'validation']);
  const perform = usePerformAction(id);
  const [comment, setComment] = useState('');
  const [target, setTarget] = useState<ChoosableStatus | null>(null);
  const [errors, setErrors] = useState<{ comment?: string; status?: string; form?: string }>({});
  const needsComment = TRANSITIONS[action].comment === 'required';
  const translate = (message: string) => translateMessage(message, (key, params) => t(key, params));

  const submit = async () => {
    const missing = {
      ...(needsComment && !comment.trim() ? { comment: M.required } : {}),
      ...(action === 'changeStatus' && !target ? { status: M.required } : {}),
    };
    if (Object.keys(missing).length) return setErrors(missing);
    setErrors({});
    try {
      await perform.mutateAsync({ action, body: { comment: comment.trim() || null, ...(action === 'changeStatus' && target ? { status: target } : {}) } });
      onClose(true);
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors({ comment: error.fields.comment, status: error.fields.status, form: error.fields.comment || error.fields.status ? undefined : error.message });
      else setErrors({ form: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose(false)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t(`actions.${action}`)}</DialogTitle>
          <DialogContent className={styles.content}>
            {errors.form ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{errors.form}</MessageBarBody>
              </MessageBar>
            ) : null}
            {action === 'activate' ? <span className={styles.hint}>{t('actions.activateHint')}</span> : null}
            {action === 'changeStatus' ? (
              <Field label={t('actions.newStatus')} required validationMessage={errors.status ? translate(errors.status) : undefined}>
                <Dropdown
                  value={target ? t(`options.status.${target}`) : ''}
                  selectedOptions={target ? [target] : []}
                  onOptionSelect={(_, data) => setTarget((data.optionValue as ChoosableStatus | undefined) ?? null)}
                >
                  {statusChoices(status).map((choice) => (
                    <Option key={choice} value={choice}>
                      {t(`options.status.${choice}`)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            ) : null}
            <Field
              label={t('actions.comment')}
              required={needsComment}
              hint={needsComment ? t('actions.commentRequired') : undefined}
              validationMessage={errors.comment ? translate(errors.comment) : undefined}
            >
              <Textarea value={comment} onChange={(_, data) => setComment(data.value)} resize="vertical" rows={4} maxLength={COMMENT_MAX_LENGTH} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => onClose(false)}>
              {t('actions.cancel')}
            </Button>
            <Button appearance="primary" onClick={() => void submit()} disabled={perform.isPending}>
              {t(`actions.${action}`)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
