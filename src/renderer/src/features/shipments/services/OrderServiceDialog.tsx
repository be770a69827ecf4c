import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Dropdown, Input, makeStyles, Option, Text, Textarea, tokens } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { LAYOUT_SIZES } from '@shared/constants';
import { ServiceOrderBodySchema, type ServiceOffer, type ShipmentDetail } from '@shared/shipments';
import { FormDialogActions } from '@/components/FormDialogActions';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { submitForm } from '@/lib/forms';
import { useOrderService } from '../api/order-service';
import { moneyText } from '../components/shipment-text';
import { ORDER_DEFAULTS, orderInput, orderTotal, type OrderValues } from './order-values';
import { serviceName } from './service-text';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '600px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  total: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
});

const schemaResolver = valibotResolver(ServiceOrderBodySchema);
const resolver: Resolver<OrderValues> = async (values, context, options) => {
  const result = await schemaResolver(orderInput(values) as never, context, options as never);
  return Object.keys(result.errors).length ? { values: {}, errors: result.errors as never } : { values, errors: {} };
};

/**
 * Orders a service with the shipment: one of the airline's offers (each with one unit's price for
 * this shipment), the quantity (days, pieces, times) and a comment; the charge to the contract is
 * shown before it is sent.
 */
export function OrderServiceDialog({ shipment, offers, onClose, onDone }: { shipment: ShipmentDetail; offers: ServiceOffer[]; onClose(): void; onDone(): void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['shipments', 'resources']);
  const language = i18n.language;
  const order = useOrderService(shipment.id);
  const form = useForm<OrderValues>({ resolver, defaultValues: { ...ORDER_DEFAULTS, surchargeId: offers.length === 1 ? String(offers[0]!.surchargeId) : '' } });
  const { control, formState } = form;
  const [surchargeId, quantity] = useWatch({ control, name: ['surchargeId', 'quantity'] });
  const total = orderTotal(offers, { surchargeId, quantity });
  const offerText = (offer: ServiceOffer) => t('services.order.offer', { name: serviceName(offer, language), price: moneyText(offer.unitPrice, offer.currency, language) });
  const submit = submitForm(form, async (values) => {
    await order.mutateAsync(v.parse(ServiceOrderBodySchema, orderInput(values)));
    onDone();
  });
  const busy = formState.isSubmitting;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('services.order.title', { awb: shipment.awb })}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text className={styles.muted}>{t('services.order.intro')}</Text>
              <FormError message={formState.errors.root?.server?.message} />
              <FormField control={control} name="surchargeId" label={t('services.order.service')} required>
                {(field) => {
                  const chosen = offers.find((offer) => String(offer.surchargeId) === field.value);
                  return (
                    <Dropdown
                      ref={field.ref}
                      onBlur={field.onBlur}
                      placeholder={t('services.order.choose')}
                      value={chosen ? offerText(chosen) : ''}
                      selectedOptions={field.value ? [field.value] : []}
                      onOptionSelect={(_, data) => field.onChange(data.optionValue ?? '')}
                      data-testid="service-offer"
                    >
                      {offers.map((offer) => (
                        <Option key={offer.surchargeId} value={String(offer.surchargeId)} text={offerText(offer)}>
                          {offerText(offer)}
                        </Option>
                      ))}
                    </Dropdown>
                  );
                }}
              </FormField>
              <FormField control={control} name="quantity" label={t('services.order.quantity')} hint={t('services.order.quantityHint')} required>
                {(field) => <Input {...field} inputMode="numeric" autoComplete="off" data-testid="service-quantity" />}
              </FormField>
              <FormField control={control} name="comment" label={t('services.order.comment')}>
                {(field) => <Textarea {...field} maxLength={500} resize="vertical" />}
              </FormField>
              <Text aria-live="polite" data-testid="service-total">
                {total ? (
                  <>
                    {t('services.order.total')} <span className={styles.total}>{moneyText(total.amount, total.currency, language)}</span>
                  </>
                ) : (
                  <span className={styles.muted}>{t('services.order.noTotal')}</span>
                )}
              </Text>
            </DialogContent>
            <FormDialogActions submitting={busy} submitLabel={t('services.order.submit')} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
