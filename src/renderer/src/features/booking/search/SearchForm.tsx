import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSwapRegular, SearchRegular } from '@fluentui/react-icons';
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/DateInput';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { Pending } from '@/components/Pending';
import { LookupInput } from '@/components/resource/LookupInput';
import { Surface } from '@/components/Surface';
import { CargoFields } from './CargoFields';
import { formGrid } from '@/components/form-grid';
import type { SearchValues } from './search-values';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: formGrid,
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
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

const airport = (next: string | number | null) => (next === null ? null : String(next));

interface SearchFormProps {
  form: UseFormReturn<SearchValues>;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  searching: boolean;
  /** Fields of a form built on the search's (the flights typed by hand), after the date. */
  children?: ReactNode;
  /** The submit button's text and the form's name; the search's by default. */
  submitLabel?: string;
  label?: string;
}

/**
 * The pricing search's form (section 2): the route, the date and the cargo (pieces, weight, its
 * volume typed or computed from dimensions, SHC, product). Checked by the shared schema the server
 * validates with; a search the server refuses shows its messages on the same fields.
 */
export function SearchForm({ form, onSubmit, searching, children, submitLabel, label }: SearchFormProps) {
  const styles = useStyles();
  const { t } = useTranslation('booking');
  const { control, formState, getValues, setValue } = form;
  const swap = () => {
    const { departure, arrival } = getValues();
    setValue('departure', arrival, { shouldDirty: true });
    setValue('arrival', departure, { shouldDirty: true });
  };
  return (
    <Surface className={styles.surface}>
      <FormProvider {...form}>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={label ?? t('search.form')}>
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
            {children}
            <CargoFields />
          </div>
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" icon={searching ? <Pending size="tiny" /> : <SearchRegular />} disabled={searching}>
              {submitLabel ?? t('search.submit')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Surface>
  );
}
