import { Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles, Radio, RadioGroup, Text, Textarea, tokens } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { LAYOUT_SIZES } from '@shared/constants';
import { MAX_DOCUMENT_BYTES, UPLOADED_DOCUMENT_TYPES, UploadDocumentFieldsSchema, type ContractBalance, type UploadedDocumentType } from '@shared/finance';
import { issuesToTopFields, M, translateMessage } from '@shared/validation';
import { DateInput } from '@/components/DateInput';
import { FormDialogActions } from '@/components/FormDialogActions';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { HiddenFileInput, UploadProgress } from '@/components/resource/UploadSteps';
import { dayOfDate } from '@/lib/dates';
import { resolverResult } from '@/lib/form-problems';
import { submitForm } from '@/lib/forms';
import { useUploadDocument } from '../api/documents';
import { ContractField } from '@/components/ContractField';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '600px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalL },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** The kinds of file a document may be (the server checks their bytes too). */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.doc,.docx,.xls,.xlsx';

interface Values {
  type: UploadedDocumentType;
  contractId: number | null;
  number: string;
  date: string | null;
  description: string;
  /** The chosen file's name: the file itself is kept beside the form. */
  file: string;
}

const resolver: Resolver<Values> = async (values) => {
  const result = v.safeParse(UploadDocumentFieldsSchema, { ...values, contractId: values.contractId === null ? '' : String(values.contractId), date: values.date ?? '' });
  const problems: Record<string, string> = result.success ? {} : issuesToTopFields(result.issues);
  if (!values.file) problems.file = M.required;
  return resolverResult(values, problems);
};

/** Staff uploading a claim (on a contract) or a tariff document (on a contract, or for every client of the airline). */
export function UploadDocumentDialog({ contracts, contractId, onClose }: { contracts: readonly ContractBalance[]; contractId: number | undefined; onClose(): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['finance', 'resources', 'common']);
  const upload = useUploadDocument();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [share, setShare] = useState<number | null>(null);
  const form = useForm<Values>({ resolver, defaultValues: { type: 'claim', contractId: contractId ?? null, number: '', date: dayOfDate(new Date()), description: '', file: '' } });
  const { control, formState, watch, setValue } = form;
  const type = watch('type');
  const submit = submitForm(form, async (values) => {
    if (!file) return;
    setShare(0);
    try {
      await upload.mutateAsync({
        fields: { type: values.type, contractId: values.contractId === null ? '' : String(values.contractId), number: values.number, date: values.date ?? '', description: values.description },
        file,
        onProgress: setShare,
      });
      onClose();
    } finally {
      setShare(null);
    }
  });
  const fileProblem = formState.errors.file?.message;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !formState.isSubmitting && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('documents.upload.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <FormError message={formState.errors.root?.server?.message} />
              <FormField control={control} name="type" label={t('documents.columns.type')} required>
                {(field) => (
                  <RadioGroup value={field.value} onChange={(_, data) => field.onChange(data.value)} layout="horizontal">
                    {UPLOADED_DOCUMENT_TYPES.map((one) => (
                      <Radio key={one} value={one} label={t(`documents.types.${one}`)} />
                    ))}
                  </RadioGroup>
                )}
              </FormField>
              <ContractField
                control={control}
                name="contractId"
                contracts={contracts}
                label={t('balance.columns.contract')}
                placeholder={t('correction.chooseContract')}
                hint={type === 'tariff' ? t('documents.upload.contractHint') : undefined}
                required={type === 'claim'}
              />
              <div className={styles.pair}>
                <FormField control={control} name="number" label={t('documents.upload.number')} required>
                  {(field) => <Input {...field} autoComplete="off" maxLength={60} />}
                </FormField>
                <FormField control={control} name="date" label={t('documents.columns.date')} required>
                  {(field) => <DateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />}
                </FormField>
              </div>
              <FormField control={control} name="description" label={t('documents.columns.description')}>
                {(field) => <Textarea {...field} resize="vertical" maxLength={500} />}
              </FormField>
              <Field
                label={t('documents.upload.file')}
                required
                hint={t('documents.upload.fileHint', { limit: MAX_DOCUMENT_BYTES / 1024 / 1024 })}
                validationState={fileProblem ? 'error' : 'none'}
                validationMessage={fileProblem ? translateMessage(fileProblem, (key, params) => t(key, params)) : undefined}
              >
                <div className={styles.file}>
                  <Button icon={<AttachRegular />} onClick={() => input.current?.click()} disabled={formState.isSubmitting}>
                    {t('documents.upload.choose')}
                  </Button>
                  <Text>{file ? file.name : t('documents.upload.none')}</Text>
                </div>
              </Field>
              <HiddenFileInput
                ref={input}
                accept={ACCEPT}
                label={t('documents.upload.choose')}
                onFile={(chosen) => {
                  setFile(chosen);
                  setValue('file', chosen.name, { shouldValidate: formState.isSubmitted });
                }}
              />
              {share !== null ? <UploadProgress step={share < 1 ? 'uploading' : 'checking'} share={share} checking={t('documents.upload.saving')} /> : null}
            </DialogContent>
            <FormDialogActions submitting={formState.isSubmitting} submitLabel={t('documents.upload.submit')} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
