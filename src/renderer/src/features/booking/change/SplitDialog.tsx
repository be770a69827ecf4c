import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  makeStyles,
  mergeClasses,
  Radio,
  RadioGroup,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, DismissRegular } from '@fluentui/react-icons';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Control, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BookedShipment, BookingLeg, Variant } from '@shared/booking';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { Pending } from '@/components/Pending';
import { useKilograms } from '@/components/QuoteLinesTable';
import { isApiError } from '@/lib/api/api-error';
import { dayOfDate, formatDay } from '@/lib/dates';
import { formatNumber } from '@/lib/format';
import { FORM_INVALID } from '@/lib/forms';
import { useSplitBooking } from '../api/split-booking';
import { variantRoute } from '../results/VariantCard';
import { refusalOf, type Refusal } from './refusal';
import { RefusalBar } from './RefusalBar';
import { bookedDate, flightsNow, keptLegs, legIdsNow, legsNow, partsOf } from './shipment-parts';
import { checkSplit, firstParts, remainderState, MAX_PARTS, MIN_PARTS, nestErrors, nextPart, placeProblems, splitRemainder, typed, type SplitTotal, type SplitValues } from './split-values';
import { VariantPicker } from './VariantPicker';

const useStyles = makeStyles({
  surface: { width: 'min(960px, calc(100vw - 32px))', maxWidth: 'none' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground2 },
  part: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  cargo: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    alignItems: 'start',
    '@media (max-width: 599.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  chosen: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  left: { fontWeight: tokens.fontWeightSemibold },
  balanced: { color: tokens.colorPaletteGreenForeground1 },
  unbalanced: { color: tokens.colorPaletteRedForeground1 },
});

interface PartRowProps {
  form: UseFormReturn<SplitValues>;
  index: number;
  count: number;
  shipment: BookedShipment;
  initialDate: string;
  /** The bookings the part keeps on the flights booked now. */
  kept: readonly BookingLeg[];
  onRemove(): void;
}

/** One part: its pieces, weight and volume, and its flights (those booked now, or a variant picked). */
function PartRow({ form, index, count, shipment, initialDate, kept, onRemove }: PartRowProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('booking');
  const control = form.control as Control<SplitValues>;
  const part = useWatch({ control, name: `parts.${index}` });
  const [changing, setChanging] = useState(false);
  const name = (field: 'pieces' | 'weight' | 'volume' | 'flights') => `parts.${index}.${field}` as const;
  const cargo = useMemo(() => ({ pieces: typed(part.pieces), weight: typed(part.weight), volume: part.volume.trim() ? typed(part.volume) : null }), [part.pieces, part.weight, part.volume]);
  const revalidate = () => (form.formState.isSubmitted ? void form.trigger(name('flights')) : undefined);
  const choose = (variant: Variant) => {
    form.setValue(`parts.${index}.variant`, variant, { shouldDirty: true });
    setChanging(false);
    revalidate();
  };
  const number = index + 1;
  const headingId = useId();
  const bookedLegIds = useMemo(() => legIdsNow(kept), [kept]);
  return (
    <div className={styles.part} role="group" aria-labelledby={headingId} data-testid="split-part">
      <div className={styles.head}>
        <Text id={headingId} className={styles.legend}>
          {t('split.part', { number })}
        </Text>
        <Button appearance="subtle" size="small" icon={<DeleteRegular />} disabled={count <= MIN_PARTS} onClick={onRemove} aria-label={t('split.remove', { number })} title={t('split.remove', { number })} />
      </div>
      <div className={styles.cargo}>
        <FormField control={control} name={name('pieces')} label={t('search.pieces')} required>
          {(field) => <Input {...field} inputMode="numeric" autoComplete="off" />}
        </FormField>
        <FormField control={control} name={name('weight')} label={t('search.weight')} required>
          {(field) => <Input {...field} inputMode="decimal" autoComplete="off" />}
        </FormField>
        <FormField control={control} name={name('volume')} label={t('search.volume')} hint={t('split.volumeHint')}>
          {(field) => <Input {...field} inputMode="decimal" autoComplete="off" />}
        </FormField>
      </div>
      <FormField control={control} name={name('flights')} label={t('split.flights')}>
        {(field) => (
          <RadioGroup
            layout="horizontal"
            name={field.name}
            value={field.value}
            onChange={(_, data) => {
              field.onChange(data.value);
              revalidate();
            }}
          >
            <Radio value="now" label={t('split.flightsNow', { flights: flightsNow(kept) || '—' })} />
            <Radio value="other" label={t('split.flightsOther')} />
          </RadioGroup>
        )}
      </FormField>
      {part.flights === 'other' ? (
        part.variant && !changing ? (
          <div className={styles.chosen} data-testid="split-chosen">
            <Text weight="semibold">
              {t('move.chosen', { route: variantRoute(part.variant), date: formatDay(part.variant.date, i18n.language), flights: part.variant.legs.map((leg) => leg.number).join(', ') })}
            </Text>
            <Button size="small" onClick={() => setChanging(true)}>
              {t('split.change')}
            </Button>
          </div>
        ) : (
          <VariantPicker
            shipment={shipment}
            cargo={cargo}
            initialDate={part.variant?.date ?? initialDate}
            value={part.variant}
            onChange={choose}
            bookedLegIds={bookedLegIds}
            label={t('split.variants', { number })}
            prices={false}
          />
        )
      ) : null}
    </div>
  );
}

/** What is left to share out, live: the sums the server checks. */
function Remainder({ control, total }: { control: Control<SplitValues>; total: SplitTotal }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('booking');
  const kg = useKilograms();
  const parts = useWatch({ control, name: 'parts' });
  const left = splitRemainder(total, parts);
    const state = remainderState(left);
  // Mixed (pieces left, weight over or the other way): signed, a minus for what is over.
  const signed = (value: number, shown: string) => (state === 'differs' && value > 0 ? `+${shown}` : state === 'differs' && value < 0 ? `\u2212${shown}` : shown);
  const text = t(`split.${state}`, {
    pieces: signed(left.pieces, formatNumber(Math.abs(left.pieces), i18n.language)),
    weight: signed(left.weight, kg(Math.abs(left.weight))),
  });
  return (
    <Text className={mergeClasses(styles.left, state === 'balanced' ? styles.balanced : styles.unbalanced)} aria-live="polite" data-testid="split-remainder">
      {text}
    </Text>
  );
}

/**
 * Section 2's "split booking": the shipment's pieces and weight shared out between 2 to 10 parts,
 * each staying on the flights booked now or going on others picked as in a move. The sums are
 * checked as they are typed; what the server refuses shows on its part's field.
 */
export function SplitDialog({ shipment, onClose, onSplit }: { shipment: BookedShipment; onClose(): void; onSplit(shipment: BookedShipment): void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['booking', 'resources', 'common']);
  const kg = useKilograms();
  const total = useMemo(() => ({ pieces: shipment.pieces, weight: shipment.weight }), [shipment]);
  const resolver = useMemo<Resolver<SplitValues>>(
    () => async (values) => {
      const checked = checkSplit(values, total);
      return checked.problems && Object.keys(checked.problems).length ? { values: {}, errors: nestErrors(checked.problems) } : { values, errors: {} };
    },
    [total],
  );
  const form = useForm<SplitValues>({ resolver, defaultValues: { parts: firstParts(total) } });
  const { control, formState, getValues, setValue } = form;
  const split = useSplitBooking(shipment.shipmentId);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { now } = useMemo(() => legsNow(shipment), [shipment]);
  const partsNow = useMemo(() => partsOf(now), [now]);
  const initialDate = useMemo(() => bookedDate(now, dayOfDate(new Date())), [now]);
  const flightsBooked = flightsNow(now) || '—';
  const parts = useWatch({ control, name: 'parts' });
  // Each part's own key, so a removed part takes its inputs and its search with it.
  const next = useRef(0);
  const [keys, setKeys] = useState<number[]>(() => getValues('parts').map(() => next.current++));
  const add = () => {
    const current = getValues('parts');
    setValue('parts', [...current, nextPart(total, current)], { shouldDirty: true });
    setKeys((list) => [...list, next.current++]);
  };
  const remove = (index: number) => {
    setValue(
      'parts',
      getValues('parts').filter((_, at) => at !== index),
      { shouldDirty: true, shouldValidate: formState.isSubmitted },
    );
    setKeys((list) => list.filter((_, at) => at !== index));
  };

  const submit = form.handleSubmit(
    async (values) => {
      const checked = checkSplit(values, total);
      if (!checked.body) {
        form.setError('root.server', { type: 'client', message: checked.sum ?? FORM_INVALID });
        return;
      }
      setRefusal(null);
      try {
        onSplit(await split.mutateAsync(checked.body));
      } catch (error) {
        const refused = refusalOf(error);
        if (refused) {
          setRefusal(refused);
          return;
        }
        if (isApiError(error) && error.fields) {
          const { placed, unplaced } = placeProblems(error.fields, values.parts.length);
          let first = true;
          for (const [field, message] of Object.entries(placed)) {
            form.setError(field as Path<SplitValues>, { type: 'server', message }, { shouldFocus: first });
            first = false;
          }
          form.setError('root.server', { type: 'server', message: unplaced.length ? unplaced.join('; ') : FORM_INVALID });
          return;
        }
        form.setError('root.server', { type: 'server', message: error instanceof Error ? error.message : String(error) });
      }
    },
    () => {
      const sum = checkSplit(getValues(), total).sum;
      form.setError('root.server', { type: 'client', message: sum ?? FORM_INVALID });
    },
  );

  const busy = formState.isSubmitting || split.isPending;
  const title = t('split.title', { awb: shipment.awb });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles.surface} aria-label={title}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle action={<Button appearance="subtle" icon={<DismissRegular />} aria-label={t('common:actions.close')} disabled={busy} onClick={onClose} />}>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text className={styles.muted}>
                {t('split.intro', {
                  cargo: t('info.cargoLine', { pieces: formatNumber(shipment.pieces, i18n.language), weight: kg(shipment.weight), volume: formatNumber(shipment.volume, i18n.language, 3) }),
                  flights: flightsBooked,
                })}
              </Text>
              <FormError message={formState.errors.root?.server?.message} />
              {refusal ? <RefusalBar refusal={refusal} busy={busy} /> : null}
              {parts.map((_, index) => (
                <PartRow
                  key={keys[index] ?? `extra-${index}`}
                  form={form}
                  index={index}
                  count={parts.length}
                  shipment={shipment}
                  initialDate={initialDate}
                  kept={keptLegs(partsNow, index)}
                  onRemove={() => remove(index)}
                />
              ))}
              <div className={styles.footer}>
                <Button icon={<AddRegular />} onClick={add} disabled={parts.length >= MAX_PARTS}>
                  {t('split.add')}
                </Button>
                <Remainder control={control} total={total} />
              </div>
            </DialogContent>
            <DialogActions>
              <Button disabled={busy} onClick={onClose}>
                {t('resources:actions.cancel')}
              </Button>
              <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Pending size="tiny" /> : undefined} data-testid="split-submit">
                {t('split.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
