import { Button, Checkbox, Dropdown, Field, Input, makeStyles, Option, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PUBLICATION_TYPES, type PublicationType } from '@shared/constants';
import { PUBLICATION_LIMITS, type Publication } from '@shared/publications';
import { DateInput } from '@/components/DateInput';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { LookupTags } from '@/components/resource/LookupTags';
import { Surface } from '@/components/Surface';
import { resolverResult } from '@/lib/form-problems';
import { submitForm } from '@/lib/forms';
import { useSavePublication } from '../api/publications';
import { FilesField } from './FilesField';
import { bodyOf, checkValues, placeProblems, type PublicationValues } from './form-values';
import { TextEditor } from './TextEditor';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  surface: { gap: tokens.spacingVerticalM },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  link: { display: 'grid', gridTemplateColumns: 'minmax(160px, 1fr) minmax(220px, 2fr) auto', gap: tokens.spacingHorizontalS, alignItems: 'start' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const resolver: Resolver<PublicationValues> = async (values) => resolverResult(values, checkValues(values));

/** Publishing a publication, or its next version: what changed is told to its readers. */
export function PublicationForm({ initial, publication, onSaved, onCancel }: { initial: PublicationValues; publication?: Publication; onSaved(saved: Publication): void; onCancel(): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['publications', 'reference']);
  const save = useSavePublication(publication?.id);
  const form = useForm<PublicationValues>({ resolver, defaultValues: initial });
  const { control, formState, watch } = form;
  const links = useFieldArray({ control, name: 'links' });
  const submit = submitForm(
    form,
    async (values) => {
      onSaved(await save.mutateAsync(bodyOf(values)));
    },
    placeProblems,
  );
  const toAll = watch('recipientsAll');
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormError message={formState.errors.root?.server?.message} />
      <Surface className={styles.surface}>
        <div className={styles.pair}>
          <FormField control={control} name="type" label={t('fields.type')} required>
            {(field) => (
              <Dropdown
                ref={field.ref}
                value={t(`reference:publicationType.${field.value}`)}
                selectedOptions={[field.value]}
                onOptionSelect={(_, data) => field.onChange(data.optionValue as PublicationType)}
                onBlur={field.onBlur}
              >
                {PUBLICATION_TYPES.map((type) => (
                  <Option key={type} value={type}>
                    {t(`reference:publicationType.${type}`)}
                  </Option>
                ))}
              </Dropdown>
            )}
          </FormField>
          <FormField control={control} name="date" label={t('fields.date')} required>
            {(field) => <DateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />}
          </FormField>
        </div>
        <FormField control={control} name="title" label={t('fields.title')} required>
          {(field) => <Input {...field} maxLength={PUBLICATION_LIMITS.title} autoComplete="off" />}
        </FormField>
        <FormField control={control} name="text" label={t('fields.text')} hint={t('editor.hint')} required>
          {(field) => <TextEditor value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} />}
        </FormField>
      </Surface>
      <Surface className={styles.surface}>
        <FormField control={control} name="recipientsAll" label={t('fields.recipients')} required>
          {(field) => (
            <RadioGroup value={field.value ? 'all' : 'contracts'} onChange={(_, data) => field.onChange(data.value === 'all')} layout="horizontal">
              <Radio value="all" label={t('recipients.all')} />
              <Radio value="contracts" label={t('recipients.chosen')} />
            </RadioGroup>
          )}
        </FormField>
        {toAll ? null : (
          <FormField control={control} name="contractIds" label={t('fields.contracts')} required>
            {(field) => <LookupTags ref={field.ref} lookup="contract" value={field.value} onChange={(value) => field.onChange(value.map(Number))} onBlur={field.onBlur} aria-label={t('fields.contracts')} />}
          </FormField>
        )}
        <FormField control={control} name="familiarizationRequired" label="">
          {(field) => <Checkbox checked={field.value} onChange={(_, data) => field.onChange(data.checked === true)} label={t('fields.familiarizationRequired')} />}
        </FormField>
      </Surface>
      <Surface className={styles.surface}>
        <Field label={t('fields.links')}>
          <div className={styles.surface}>
            {links.fields.map((item, index) => (
              <div key={item.id} className={styles.link}>
                <FormField control={control} name={`links.${index}.title`} label={t('links.title')} required>
                  {(field) => <Input {...field} maxLength={PUBLICATION_LIMITS.linkTitle} autoComplete="off" />}
                </FormField>
                <FormField control={control} name={`links.${index}.url`} label={t('links.url')} required>
                  {(field) => <Input {...field} type="url" maxLength={PUBLICATION_LIMITS.url} autoComplete="off" placeholder="https://" />}
                </FormField>
                <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('links.remove')} title={t('links.remove')} onClick={() => links.remove(index)} />
              </div>
            ))}
            <div>
              <Button icon={<AddRegular />} disabled={links.fields.length >= PUBLICATION_LIMITS.links} onClick={() => links.append({ title: '', url: '' })}>
                {t('links.add')}
              </Button>
            </div>
          </div>
        </Field>
        <FormField control={control} name="attachments" label={t('fields.attachments')}>
          {(field) => <FilesField value={field.value} onChange={field.onChange} />}
        </FormField>
      </Surface>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={formState.isSubmitting}>
          {publication ? t('actions.publishVersion') : t('actions.publish')}
        </Button>
        <Button onClick={onCancel} disabled={formState.isSubmitting}>
          {t('actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
