import { Checkbox, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Dropdown, makeStyles, MessageBar, MessageBarBody, Option, Radio, RadioGroup, Spinner, Text, Textarea, tokens } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { LAYOUT_SIZES, REFUND_REASONS } from '@shared/constants';
import { REFUND_TYPES, RefundBodySchema, type ShipmentDetail } from '@shared/shipments';
import { FormDialogActions } from '@/components/FormDialogActions';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { submitForm } from '@/lib/forms';
import { useRefundQuote } from '../api/get-refund-quote';
import { useRequestRefund } from '../api/request-refund';
import { RefundQuoteFigures } from './RefundQuoteFigures';
import { REFUND_DEFAULTS, refundInput, type RefundValues } from './refund-values';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '640px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  terms: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const schemaResolver = valibotResolver(RefundBodySchema);

/** The valibot resolver over RefundBodySchema, on what the form sends (a voluntary refund's reason left out). */
const resolver: Resolver<RefundValues> = async (values, context, options) => {
  const result = await schemaResolver(refundInput(values) as never, context, options as never);
  return Object.keys(result.errors).length ? { values: {}, errors: result.errors as never } : { values, errors: {} };
};

/**
 * Section 2's refund form: voluntary or forced (a forced one names the airline's reason), a
 * comment, the sum the server computes for the type chosen (with the fee a voluntary refund keeps),
 * and the return terms agreed (section 5). Sent, it is a bid for the airline to answer; a refund
 * the server refuses (a voluntary one once the first flight has left, 704) says why in its words.
 */
export function RefundDialog({ shipment, onClose, onDone }: { shipment: ShipmentDetail; onClose(): void; onDone(): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['shipments', 'resources']);
  const request = useRequestRefund(shipment.id);
  const form = useForm<RefundValues>({ resolver, defaultValues: REFUND_DEFAULTS });
  const { control, formState } = form;
  const type = useWatch({ control, name: 'type' });
  const quote = useRefundQuote(shipment.id, type);
  const submit = submitForm(form, async (values) => {
    await request.mutateAsync(v.parse(RefundBodySchema, refundInput(values)));
    onDone();
  });
  const busy = formState.isSubmitting;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('refund.form.title', { awb: shipment.awb })}</DialogTitle>
            <DialogContent className={styles.content}>
              <FormError message={formState.errors.root?.server?.message} />
              <FormField control={control} name="type" label={t('refund.fields.type')} required>
                {(field) => (
                  <RadioGroup layout="horizontal" name={field.name} value={field.value} onChange={(_, data) => field.onChange(data.value)} data-testid="refund-type">
                    {REFUND_TYPES.map((one) => (
                      <Radio key={one} value={one} label={t(`refund.types.${one}`)} />
                    ))}
                  </RadioGroup>
                )}
              </FormField>
              {type === 'forced' ? (
                <FormField control={control} name="reason" label={t('refund.fields.reason')} required>
                  {(field) => (
                    <Dropdown
                      ref={field.ref}
                      onBlur={field.onBlur}
                      placeholder={t('refund.form.reasonPlaceholder')}
                      value={field.value ? t(`refund.reasons.${field.value}`) : ''}
                      selectedOptions={field.value ? [field.value] : []}
                      onOptionSelect={(_, data) => field.onChange(data.optionValue ?? '')}
                      data-testid="refund-reason"
                    >
                      {REFUND_REASONS.map((reason) => (
                        <Option key={reason} value={reason}>
                          {t(`refund.reasons.${reason}`)}
                        </Option>
                      ))}
                    </Dropdown>
                  )}
                </FormField>
              ) : null}
              {quote.isPending ? (
                <Spinner size="tiny" label={t('refund.form.computing')} />
              ) : quote.error ? (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{quote.error.message}</MessageBarBody>
                </MessageBar>
              ) : (
                <RefundQuoteFigures quote={quote.data} />
              )}
              <FormField control={control} name="comment" label={t('refund.fields.comment')}>
                {(field) => <Textarea {...field} maxLength={500} resize="vertical" data-testid="refund-comment" />}
              </FormField>
              <Text>{t('refund.terms.intro')}</Text>
              <ol className={styles.terms} data-testid="refund-terms">
                <li>{t('refund.terms.sum')}</li>
                <li>{t('refund.terms.answer')}</li>
                <li>{t('refund.terms.released')}</li>
              </ol>
              {/* The box itself carries the required mark (the field's would mark it twice). */}
              <FormField control={control} name="agree" label={t('refund.terms.label')}>
                {(field) => (
                  <Checkbox
                    name={field.name}
                    ref={field.ref}
                    checked={field.value}
                    onBlur={field.onBlur}
                    onChange={(_, data) => field.onChange(data.checked === true)}
                    label={t('refund.terms.agree')}
                    required
                    data-testid="refund-agree"
                  />
                )}
              </FormField>
            </DialogContent>
            <FormDialogActions submitting={busy} submitLabel={t('refund.form.submit')} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
