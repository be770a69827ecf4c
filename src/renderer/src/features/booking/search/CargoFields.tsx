import { Input, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/FormField';
import { LookupTags } from '@/components/resource/LookupTags';
import { DimensionsEditor } from './DimensionsEditor';
import { ProductInput } from './ProductInput';
import type { Measure, SearchValues } from './search-values';

const useStyles = makeStyles({
  wide: { gridColumn: 'span 2', '@media (max-width: 599.98px)': { gridColumn: 'auto' } },
  measure: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '640px' },
  volume: { maxWidth: '220px' },
});

/**
 * The cargo as the search and the booking form both ask it (inside their form's provider, on
 * their grid): pieces, weight, SHC, product, and the volume typed or computed from dimensions.
 */
export function CargoFields() {
  const styles = useStyles();
  const { t } = useTranslation('booking');
  const { control, formState, setValue } = useFormContext<SearchValues>();
  const measure = useWatch({ control, name: 'measure' });
  const number = (name: 'pieces' | 'weight' | 'volume', label: string, inputMode: 'numeric' | 'decimal', required = false) => (
    <FormField control={control} name={name} label={label} required={required}>
      {(field) => <Input {...field} value={String(field.value ?? '')} inputMode={inputMode} autoComplete="off" />}
    </FormField>
  );
  return (
    <>
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
    </>
  );
}
