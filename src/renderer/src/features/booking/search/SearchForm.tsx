import { Button, Input, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { ArrowSwapRegular, SearchRegular } from '@fluentui/react-icons';
import type { FormEvent } from 'react';
import { FormProvider, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/DateInput';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { Pending } from '@/components/Pending';
import { LookupInput } from '@/components/resource/LookupInput';
import { LookupTags } from '@/components/resource/LookupTags';
import { Surface } from '@/components/Surface';
import { DimensionsEditor } from './DimensionsEditor';
import { ProductInput } from './ProductInput';
import type { Measure, SearchValues } from './search-values';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // The resource forms' grid: columns wide enough for a date picker and a look-up.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    alignItems: 'start',
    // Fluent's combobox asks for 250 px: here it takes its column's width, as the other fields do.
    '& .fui-Combobox': { minWidth: 0, width: '100%' },
  },
  // Departure, the swap button and arrival on one line while there is room.
  route: {
    gridColumn: 'span 2',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
    '@media (max-width: 599.98px)': { gridColumn: 'auto', gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  swap: { '@media (max-width: 599.98px)': { justifySelf: 'end' } },
  wide: { gridColumn: 'span 2', '@media (max-width: 599.98px)': { gridColumn: 'auto' } },
  measure: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '640px' },
  volume: { maxWidth: '220px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

const airport = (next: string | number | null) => (next === null ? null : String(next));

/**
 * The pricing search's form (section 2): the route, the date and the cargo (pieces, weight, its
 * volume typed or computed from dimensions, SHC, product). Checked by the shared schema the server
 * validates with; a search the server refuses shows its messages on the same fields.
 */
export function SearchForm({ form, onSubmit, searching }: { form: UseFormReturn<SearchValues>; onSubmit(event: FormEvent<HTMLFormElement>): void; searching: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('booking');
  const { control, formState, getValues, setValue } = form;
  const measure = useWatch({ control, name: 'measure' });
  const swap = () => {
    const { departure, arrival } = getValues();
    setValue('departure', arrival, { shouldDirty: true });
    setValue('arrival', departure, { shouldDirty: true });
  };
  const number = (name: 'pieces' | 'weight' | 'volume', label: string, inputMode: 'numeric' | 'decimal', required = false) => (
    <FormField control={control} name={name} label={label} required={required}>
      {(field) => <Input {...field} value={String(field.value ?? '')} inputMode={inputMode} autoComplete="off" />}
    </FormField>
  );
  return (
    <Surface className={styles.surface}>
      <FormProvider {...form}>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('search.form')}>
          <FormError message={formState.errors.root?.server?.message} />
          <div className={styles.grid}>
            <div className={styles.route}>
              <FormField control={control} name="departure" label={t('search.departure')} required>
                {(field) => <LookupInput lookup="airport" name={field.name} ref={field.ref} value={field.value} onChange={(next) => field.onChange(airport(next))} onBlur={field.onBlur} />}
              </FormField>
              <Button className={styles.swap} appearance="subtle" icon={<ArrowSwapRegular />} aria-label={t('search.swap')} title={t('search.swap')} onClick={swap} />
              <FormField control={control} name="arrival" label={t('search.arrival')} required>
                {(field) => <LookupInput lookup="airport" name={field.name} ref={field.ref} value={field.value} onChange={(next) => field.onChange(airport(next))} onBlur={field.onBlur} />}
              </FormField>
            </div>
            <FormField control={control} name="date" label={t('search.date')} required>
              {(field) => <DateInput name={field.name} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
            </FormField>
            {number('pieces', t('search.pieces'), 'numeric', true)}
            {number('weight', t('search.weight'), 'decimal', true)}
            <div className={styles.wide}>
              <FormField control={control} name="shc" label={t('search.shc')}>
                {(field) => <LookupTags lookup="shc" ref={field.ref} value={field.value} onChange={(next) => field.onChange(next.map(String))} onBlur={field.onBlur} />}
              </FormField>
            </div>
            <FormField control={control} name="product" label={t('search.product')}>
              {(field) => <ProductInput name={field.name} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
            </FormField>
            <div className={styles.measure}>
              <RadioGroup
                layout="horizontal"
                aria-label={t('search.measure')}
                value={measure}
                onChange={(_, data) => setValue('measure', data.value as Measure, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
              >
                <Radio value="volume" label={t('search.byVolume')} />
                <Radio value="dimensions" label={t('search.byDimensions')} />
              </RadioGroup>
              {measure === 'volume' ? <div className={styles.volume}>{number('volume', t('search.volume'), 'decimal')}</div> : <DimensionsEditor />}
            </div>
          </div>
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" icon={searching ? <Pending size="tiny" /> : <SearchRegular />} disabled={searching}>
              {t('search.submit')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Surface>
  );
}
