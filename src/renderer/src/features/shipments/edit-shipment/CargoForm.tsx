import { Button, Input, makeStyles, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Text, tokens } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { BookingPrice } from '@shared/booking';
import { CargoEditBodySchema, type ShipmentDetail } from '@shared/shipments';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { Pending } from '@/components/Pending';
import { Surface } from '@/components/Surface';
import { formatNumber } from '@/lib/format';
import { submitForm } from '@/lib/forms';
import { useEditCargo } from '../api/edit-cargo';
import { moneyText } from '../components/shipment-text';
import { cargoInput, cargoValues, newPriceOf, sameCargo, type CargoValues } from './cargo-values';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  surface: { gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, alignItems: 'start', '@media (max-width: 599.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', flexWrap: 'wrap' },
});

const schemaResolver = valibotResolver(CargoEditBodySchema);
const resolver: Resolver<CargoValues> = async (values, context, options) => {
  const result = await schemaResolver(cargoInput(values) as never, context, options as never);
  return Object.keys(result.errors).length ? { values: {}, errors: result.errors as never } : { values, errors: {} };
};

/**
 * The booked cargo changed on the same flights: pieces, weight and volume from what is booked. The
 * server prices it anew; a new price (409, 701) is shown to agree to, and the cargo is sent again
 * with it. What the server refuses stays on its field, what was typed is kept.
 */
export function CargoForm({ shipment, onCancel, onSaved }: { shipment: ShipmentDetail; onCancel(): void; onSaved(): void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['shipments', 'resources']);
  const language = i18n.language;
  const edit = useEditCargo(shipment.id);
  const defaults = useMemo(() => cargoValues(shipment), [shipment]);
  const form = useForm<CargoValues>({ resolver, defaultValues: defaults });
  const { control, formState } = form;
  const [offer, setOffer] = useState<{ message: string; price: BookingPrice | null } | null>(null);

  const send = async (values: CargoValues, price: BookingPrice | null) => {
    setOffer(null);
    if (sameCargo(values, shipment)) return onSaved();
    try {
      await edit.mutateAsync(v.parse(CargoEditBodySchema, cargoInput(values, price)));
      onSaved();
    } catch (error) {
      const retariffed = newPriceOf(error);
      if (!retariffed) throw error;
      setOffer(retariffed);
    }
  };
  const submit = submitForm(form, (values) => send(values, null));
  const agree = submitForm(form, (values) => send(values, offer?.price ?? null));
  const busy = formState.isSubmitting;
  const kg = (value: number) => t('units.kg', { value: formatNumber(value, language, 1) });
  const m3 = (value: number | null) => (value === null ? '—' : t('units.m3', { value: formatNumber(value, language, 3) }));
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('editShipment.form')}>
      <Surface className={styles.surface}>
        <Text className={styles.muted} data-testid="cargo-booked">
          {t('editShipment.booked', {
            pieces: formatNumber(shipment.pieces, language),
            weight: kg(shipment.weight),
            volume: m3(shipment.volume),
            price: shipment.price ? moneyText(shipment.price.total, shipment.price.currency, language) : '—',
          })}
        </Text>
        <Text className={styles.muted}>{t('editShipment.intro')}</Text>
        <FormError message={formState.errors.root?.server?.message} />
        <div className={styles.grid}>
          <FormField control={control} name="pieces" label={t('editShipment.pieces')} required>
            {(field) => <Input {...field} inputMode="numeric" autoComplete="off" />}
          </FormField>
          <FormField control={control} name="weight" label={t('editShipment.weight')} required>
            {(field) => <Input {...field} inputMode="decimal" autoComplete="off" />}
          </FormField>
          <FormField control={control} name="volume" label={t('editShipment.volume')} hint={t('editShipment.volumeHint')}>
            {(field) => <Input {...field} inputMode="decimal" autoComplete="off" />}
          </FormField>
        </div>
        {offer ? (
          <MessageBar intent="warning" layout="multiline" role="alert" data-testid="retariffed">
            <MessageBarBody>
              <MessageBarTitle>{offer.message}</MessageBarTitle>
              {offer.price ? t('editShipment.newPrice', { price: moneyText(offer.price.total, offer.price.currency, language) }) : t('editShipment.noNewPrice')}
            </MessageBarBody>
            {offer.price ? (
              <MessageBarActions>
                <Button appearance="primary" disabled={busy} onClick={() => void agree()} data-testid="agree-price">
                  {t('editShipment.agree')}
                </Button>
              </MessageBarActions>
            ) : null}
          </MessageBar>
        ) : null}
      </Surface>
      <div className={styles.actions}>
        <Button disabled={busy} onClick={onCancel}>
          {t('resources:actions.cancel')}
        </Button>
        <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Pending size="tiny" /> : undefined} data-testid="cargo-save">
          {t('editShipment.save')}
        </Button>
      </div>
    </form>
  );
}
