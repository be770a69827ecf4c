import { Button, Dropdown, makeStyles, Option, ProgressBar, Text, tokens, useFieldControlProps_unstable, useId, type FieldControlProps } from '@fluentui/react-components';
import { ArrowUploadRegular, AttachRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SHIPMENT_ATTACHMENT_ACCEPT, type ShipmentDetail } from '@shared/shipments';
import { SHIPMENT_FILE_TYPES, type ShipmentFileType } from '@shared/reference/lists';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { submitForm } from '@/lib/forms';
import { useAttachFile } from '../api/attach-file';
import { ATTACHMENT_DEFAULTS, attachmentProblems, type AttachmentValues } from './attachment-values';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, borderTop: `1px solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: 'minmax(0, 16rem) minmax(0, 1fr) auto', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, alignItems: 'start', '@media (max-width: 699.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  // Beside the fields, level with their boxes rather than their labels.
  submit: { marginTop: '26px', '@media (max-width: 699.98px)': { marginTop: 0, justifySelf: 'start' } },
  dropdown: { minWidth: 0, width: '100%' },
  picker: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  chosen: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  input: { display: 'none' },
});

const resolver: Resolver<AttachmentValues> = async (values) => {
  const problems = attachmentProblems(values);
  const errors = Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, { type: 'validation', message }]));
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/** The file chooser as the field's control: the field's label and message are said with its button. */
function FilePicker({ file, onChange, onBlur }: { file: File | null; onChange(file: File | null): void; onBlur(): void }) {
  const styles = useStyles();
  const { t } = useTranslation('shipments');
  const input = useRef<HTMLInputElement>(null);
  const buttonId = useId('choose');
  const chosenId = useId('chosen');
  const control = useFieldControlProps_unstable<FieldControlProps>({}, { supportsLabelFor: false });
  return (
    <span className={styles.picker}>
      <Button
        id={buttonId}
        icon={<AttachRegular />}
        onClick={() => input.current?.click()}
        onBlur={onBlur}
        aria-labelledby={[control['aria-labelledby'], buttonId, chosenId].filter(Boolean).join(' ')}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
      >
        {t('attachments.choose')}
      </Button>
      <Text id={chosenId} className={file ? styles.chosen : `${styles.chosen} ${styles.muted}`} data-testid="attachment-chosen">
        {file ? file.name : t('attachments.noFile')}
      </Text>
      <input
        ref={input}
        className={styles.input}
        type="file"
        accept={SHIPMENT_ATTACHMENT_ACCEPT}
        tabIndex={-1}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          // The same file chosen again after a refusal is a change too.
          event.target.value = '';
        }}
        data-testid="attachment-file"
      />
    </span>
  );
}

/**
 * Attaches a document: its type (the shipment file types handbook) and one file (PDF, images, office
 * documents; 10 MB). The server checks the file's content against its name; what it refuses is
 * said on the field it concerns, and the choices stay.
 */
export function AttachmentUpload({ shipment }: { shipment: ShipmentDetail }) {
  const styles = useStyles();
  const { t } = useTranslation(['shipments', 'reference']);
  const [progress, setProgress] = useState<number | null>(null);
  const attach = useAttachFile(shipment.id, setProgress);
  const form = useForm<AttachmentValues>({ resolver, defaultValues: ATTACHMENT_DEFAULTS });
  const { control, formState } = form;
  const submit = submitForm(form, async (values) => {
    setProgress(0);
    try {
      await attach.mutateAsync({ type: values.type as ShipmentFileType, file: values.file! });
    } finally {
      setProgress(null);
    }
    form.reset(ATTACHMENT_DEFAULTS);
  });
  const busy = formState.isSubmitting;
  const typeText = (type: ShipmentFileType) => t(`reference:shipmentFileType.${type}`);
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('attachments.add')} data-testid="attachment-form">
      <FormError message={formState.errors.root?.server?.message} />
      <div className={styles.row}>
        <FormField control={control} name="type" label={t('attachments.type')} required>
          {(field) => (
            <Dropdown
              className={styles.dropdown}
              name={field.name}
              value={field.value ? typeText(field.value) : ''}
              placeholder={t('attachments.typePlaceholder')}
              selectedOptions={field.value ? [field.value] : []}
              onOptionSelect={(_, data) => field.onChange(data.optionValue ?? '')}
              onBlur={field.onBlur}
              disabled={busy}
              data-testid="attachment-type"
            >
              {SHIPMENT_FILE_TYPES.map((type) => (
                <Option key={type} value={type}>
                  {typeText(type)}
                </Option>
              ))}
            </Dropdown>
          )}
        </FormField>
        <FormField control={control} name="file" label={t('attachments.file')} hint={t('attachments.fileHint')} required>
          {(field) => <FilePicker file={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
        </FormField>
        <Button className={styles.submit} type="submit" appearance="primary" icon={<ArrowUploadRegular />} disabled={busy} data-testid="attachment-submit">
          {t('attachments.submit')}
        </Button>
      </div>
      {progress !== null ? <ProgressBar value={progress} max={1} aria-label={t('attachments.uploading')} /> : null}
    </form>
  );
}
