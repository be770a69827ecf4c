import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { LAYOUT_SIZES } from '@shared/constants';
import { GENERATED_DOCUMENT_TYPES, GenerateDocumentSchema, type ContractBalance, type DocumentRow, type GeneratedDocumentType } from '@shared/finance';
import { issuesToTopFields } from '@shared/validation';
import { DateInput } from '@/components/DateInput';
import { FormDialogActions } from '@/components/FormDialogActions';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { dayOfDate } from '@/lib/dates';
import { resolverResult } from '@/lib/form-problems';
import { submitForm } from '@/lib/forms';
import { useGenerateDocument } from '../api/documents';
import { ContractField } from '@/components/ContractField';
import { previousMonth } from './documents-query';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '560px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface Values {
  contractId: number | null;
  type: GeneratedDocumentType;
  from: string | null;
  to: string | null;
}

const resolver: Resolver<Values> = async (values) => {
  const result = v.safeParse(GenerateDocumentSchema, { ...values, contractId: values.contractId ?? 0, from: values.from ?? '', to: values.to ?? '' });
  return resolverResult(values, result.success ? {} : issuesToTopFields(result.issues));
};

/**
 * Staff making an act or an invoice (УПД) for a contract over a period (the month before, unless
 * changed): the server reads the contract's charges and refunds of those days from the ledger and
 * answers the document made, which is then downloaded.
 */
export function GenerateDocumentDialog({ contracts, contractId, onDone, onClose }: { contracts: readonly ContractBalance[]; contractId: number | undefined; onDone(row: DocumentRow): void; onClose(): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['finance', 'resources']);
  const generate = useGenerateDocument();
  const month = previousMonth(dayOfDate(new Date()));
  const form = useForm<Values>({
    resolver,
    defaultValues: { contractId: contractId ?? (contracts.length === 1 ? contracts[0]!.contractResponse.id : null), type: 'act', from: month.from, to: month.to },
  });
  const { control, formState } = form;
  const submit = submitForm(form, async (values) => {
    const row = await generate.mutateAsync({ contractId: values.contractId!, type: values.type, from: values.from!, to: values.to! });
    onDone(row);
  });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !formState.isSubmitting && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('documents.generate.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text className={styles.muted}>{t('documents.generate.hint')}</Text>
              <FormError message={formState.errors.root?.server?.message} />
              <ContractField control={control} placeholder={t('correction.chooseContract')} name="contractId" contracts={contracts} label={t('balance.columns.contract')} required />
              <FormField control={control} name="type" label={t('documents.columns.type')} required>
                {(field) => (
                  <RadioGroup value={field.value} onChange={(_, data) => field.onChange(data.value)} layout="horizontal">
                    {GENERATED_DOCUMENT_TYPES.map((type) => (
                      <Radio key={type} value={type} label={t(`documents.generate.types.${type}`)} />
                    ))}
                  </RadioGroup>
                )}
              </FormField>
              <div className={styles.pair}>
                <FormField control={control} name="from" label={t('documents.generate.from')} required>
                  {(field) => <DateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />}
                </FormField>
                <FormField control={control} name="to" label={t('documents.generate.to')} required>
                  {(field) => <DateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />}
                </FormField>
              </div>
            </DialogContent>
            <FormDialogActions submitting={formState.isSubmitting} submitLabel={t('documents.generate.submit')} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
