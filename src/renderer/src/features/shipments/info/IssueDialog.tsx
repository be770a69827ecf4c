import { Checkbox, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Text, tokens } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LAYOUT_SIZES } from '@shared/constants';
import { routePath } from '@shared/routes';
import { AwbIssueBodySchema, type ShipmentDetail } from '@shared/shipments';
import { AppLink } from '@/components/AppLink';
import { FormDialogActions } from '@/components/FormDialogActions';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { isApiError } from '@/lib/api/api-error';
import { applyServerErrors, FORM_INVALID } from '@/lib/forms';
import { usePerformAwbAction } from '../api/perform-awb-action';
import { moneyText } from '../components/shipment-text';
import { issueProblemLines } from './issue-problems';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '640px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  statements: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  problems: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

interface Values {
  consent: boolean;
}

// The schema takes `true` only: the box unticked is its message ('Agree to the statements...').
const resolver = valibotResolver(AwbIssueBodySchema, undefined, { raw: true }) as unknown as Resolver<Values>;

/**
 * Issuing the AWB (section 5): the consent statements, and a box to agree to them, required; then
 * the issue. What the server still finds missing (the shipper's street, the consignee's country...)
 * is listed by name with the way to complete it.
 */
export function IssueDialog({ shipment, onClose, onDone }: { shipment: ShipmentDetail; onClose(): void; onDone(): void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['shipments', 'resources']);
  const issue = usePerformAwbAction(shipment.id);
  const form = useForm<Values>({ resolver, defaultValues: { consent: false } });
  const { control, formState } = form;
  const [missing, setMissing] = useState<string[]>([]);
  const price = shipment.price ? moneyText(shipment.price.total, shipment.price.currency, i18n.language) : null;
  const submit = form.handleSubmit(
    async () => {
      setMissing([]);
      try {
        await issue.mutateAsync({ action: 'issue', body: { consent: true } });
        onDone();
      } catch (error) {
        const lines = isApiError(error) && error.fields ? issueProblemLines(error.fields, t) : [];
        if (lines.length) setMissing(lines);
        else applyServerErrors(form, error);
      }
    },
    () => form.setError('root.server', { type: 'client', message: FORM_INVALID }),
  );
  const busy = formState.isSubmitting;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('actions.issue.title', { awb: shipment.awb })}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text>{t('actions.issue.intro')}</Text>
              <ol className={styles.statements} data-testid="consent-statements">
                <li>{t('actions.issue.statements.particulars')}</li>
                <li>{t('actions.issue.statements.conditions')}</li>
                <li>{price ? t('actions.issue.statements.charge', { price }) : t('actions.issue.statements.chargeNoPrice')}</li>
                <li>{t('actions.issue.statements.corrections')}</li>
              </ol>
              {missing.length ? (
                <MessageBar intent="error" layout="multiline" role="alert" data-testid="issue-missing">
                  <MessageBarBody>
                    <MessageBarTitle>{t('actions.issue.missing')}</MessageBarTitle>
                    <ul className={styles.problems}>
                      {missing.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </MessageBarBody>
                  {shipment.can.edit ? (
                    <MessageBarActions>
                      <AppLink to={routePath('shipments-edit-awb', { id: String(shipment.id) })}>{t('actions.issue.complete')}</AppLink>
                    </MessageBarActions>
                  ) : null}
                </MessageBar>
              ) : null}
              <FormError message={formState.errors.root?.server?.message} />
              {/* The box itself carries the required mark (the field's would mark it twice). */}
              <FormField control={control} name="consent" label={t('actions.issue.consentLabel')}>
                {(field) => (
                  <Checkbox
                    name={field.name}
                    ref={field.ref}
                    checked={field.value}
                    onBlur={field.onBlur}
                    onChange={(_, data) => field.onChange(data.checked === true)}
                    label={t('actions.issue.consent')}
                    required
                    data-testid="issue-consent"
                  />
                )}
              </FormField>
            </DialogContent>
            <FormDialogActions submitting={busy} submitLabel={t('actions.issue.submit')} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
