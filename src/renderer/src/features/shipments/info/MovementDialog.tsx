import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Dropdown, Input, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { LAYOUT_SIZES, MOVEMENT_STATUSES, type MovementStatus } from '@shared/constants';
import { MovementBodySchema, type ShipmentDetail } from '@shared/shipments';
import { M } from '@shared/validation';
import { FormDialogActions } from '@/components/FormDialogActions';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { submitForm } from '@/lib/forms';
import { useAddMovement } from '../api/add-movement';
import { movementInput, movementValues, type MovementValues } from './movement-values';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '640px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, alignItems: 'start', '@media (max-width: 599.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  wide: { gridColumn: 'span 2', '@media (max-width: 599.98px)': { gridColumn: 'auto' } },
  // The grid's columns set the width: Fluent's inputs and dropdowns would keep their own minimum.
  control: { minWidth: 0, width: '100%' },
  muted: { color: tokens.colorNeutralForeground2 },
});

const schemaResolver = valibotResolver(MovementBodySchema);

/** The valibot resolver over MovementBodySchema on the values as typed; a status not chosen is asked for, not called invalid. */
const resolver: Resolver<MovementValues> = async (values, context, options) => {
  const result = await schemaResolver(movementInput(values) as never, context, options as never);
  const errors = { ...(result.errors as Record<string, unknown>) };
  if (!values.status) errors.status = { type: 'required', message: M.required };
  return Object.keys(errors).length ? { values: {}, errors: errors as never } : { values, errors: {} };
};

/**
 * Terminal staff enter a movement of the cargo (section 4's RCS ... DIS): its status, when it
 * happened (now unless told), the flight, the airport of the route it happened at, and what moved,
 * starting from the cargo as carried. The server's refusals (a time ahead, an airport off the
 * route) stay on their fields.
 */
export function MovementDialog({ shipment, onClose, onDone }: { shipment: ShipmentDetail; onClose(): void; onDone(): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['shipments', 'resources']);
  const add = useAddMovement(shipment.id);
  const defaults = useMemo(() => movementValues(shipment, new Date()), [shipment]);
  const form = useForm<MovementValues>({ resolver, defaultValues: defaults });
  const { control, formState } = form;
  const submit = submitForm(form, async (values) => {
    await add.mutateAsync(v.parse(MovementBodySchema, movementInput(values)));
    onDone();
  });
  const busy = formState.isSubmitting;
  const statusText = (status: MovementStatus) => `${status} · ${t(`movementStatus.${status}`)}`;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('movementForm.title', { awb: shipment.awb })}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text className={styles.muted}>{t('movementForm.intro')}</Text>
              <FormError message={formState.errors.root?.server?.message} />
              <div className={styles.grid}>
                <div className={styles.wide}>
                  <FormField control={control} name="status" label={t('movementForm.status')} required>
                    {(field) => (
                      <Dropdown
                        className={styles.control}
                        name={field.name}
                        value={field.value ? statusText(field.value) : ''}
                        placeholder={t('movementForm.statusPlaceholder')}
                        selectedOptions={field.value ? [field.value] : []}
                        onOptionSelect={(_, data) => field.onChange(data.optionValue ?? '')}
                        onBlur={field.onBlur}
                        data-testid="movement-status"
                      >
                        {MOVEMENT_STATUSES.map((status) => (
                          <Option key={status} value={status} text={statusText(status)}>
                            {statusText(status)}
                          </Option>
                        ))}
                      </Dropdown>
                    )}
                  </FormField>
                </div>
                <FormField control={control} name="place" label={t('movementForm.place')} required>
                  {(field) => (
                    <Dropdown
                      className={styles.control}
                      name={field.name}
                      value={field.value}
                      selectedOptions={[field.value]}
                      onOptionSelect={(_, data) => field.onChange(data.optionValue ?? '')}
                      onBlur={field.onBlur}
                      data-testid="movement-place"
                    >
                      {shipment.route.map((airport) => (
                        <Option key={airport} value={airport}>
                          {airport}
                        </Option>
                      ))}
                    </Dropdown>
                  )}
                </FormField>
                <div className={styles.wide}>
                  <FormField control={control} name="time" label={t('movementForm.time')} hint={t('movementForm.timeHint')}>
                    {(field) => <Input {...field} className={styles.control} type="datetime-local" />}
                  </FormField>
                </div>
                <FormField control={control} name="flight" label={t('movementForm.flight')} hint={t('movementForm.flightHint')}>
                  {(field) => <Input {...field} className={styles.control} autoComplete="off" maxLength={8} />}
                </FormField>
                <FormField control={control} name="pieces" label={t('movementForm.pieces')} required>
                  {(field) => <Input {...field} className={styles.control} inputMode="numeric" autoComplete="off" />}
                </FormField>
                <FormField control={control} name="weight" label={t('movementForm.weight')} required>
                  {(field) => <Input {...field} className={styles.control} inputMode="decimal" autoComplete="off" />}
                </FormField>
                <FormField control={control} name="volume" label={t('movementForm.volume')}>
                  {(field) => <Input {...field} className={styles.control} inputMode="decimal" autoComplete="off" />}
                </FormField>
              </div>
            </DialogContent>
            <FormDialogActions submitting={busy} submitLabel={t('movementForm.submit')} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
