import { Button, makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ERROR_CODES } from '@shared/api/errors';
import { titleOf, type ResourceDef } from '@shared/resources/define';
import type { FieldDef } from '@shared/resources/fields';
import type { ResourceRow } from '@shared/resources/list-query';
import { issuesToTopFields } from '@shared/validation';
import { routePath } from '@shared/routes';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { PageFrame } from '@/components/PageFrame';
import { Surface } from '@/components/Surface';
import { isApiError } from '@/lib/api/api-error';
import { useConfirm } from '@/lib/confirm';
import { submitForm } from '@/lib/forms';
import { userAtom } from '@/lib/state';
import { useResourceRow, useSaveResource } from './api';
import { useResourceExtensions } from './editors';
import { FieldInput } from './FieldInput';
import { ResourceBreadcrumb, type Crumb } from './ResourceBreadcrumb';
import { sectionsOf } from './sections';
import { useDoneToast } from './use-done-toast';
import { useTitleContext } from './use-title-context';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  surface: { gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}` },
  wide: { gridColumn: '1 / -1' },
  footer: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  hint: { color: tokens.colorNeutralForeground3 },
});

type Values = Record<string, unknown>;

/** The definition's schema as the form's resolver; messages land on fields, as the server's do. */
const resolverFor =
  (def: ResourceDef): Resolver<Values> =>
  async (values) => {
    const result = v.safeParse(def.input, values);
    if (result.success) return { values: result.output as Values, errors: {} };
    const errors = Object.fromEntries(Object.entries(issuesToTopFields(result.issues)).map(([key, message]) => [key, { type: 'validation', message }]));
    return { values: {}, errors };
  };

const isList = (field: FieldDef): boolean => field.kind === 'lookups' || field.kind === 'multiselect' || field.kind === 'list';

/** The fields a form sets: not those the server sets. */
const formFields = (def: ResourceDef): [string, FieldDef][] => Object.entries(def.fields).filter(([, field]) => !field.readOnly);

/** What a new row's fields start with: off for switches, empty lists, nothing else filled. */
function emptyValues(def: ResourceDef, defaults: Values = {}): Values {
  return Object.fromEntries(
    formFields(def).map(([key, field]) => [
      key,
      key in defaults ? defaults[key] : field.kind === 'boolean' ? false : isList(field) ? [] : field.kind === 'lookup' || field.kind === 'select' ? null : '',
    ]),
  );
}

/** A stored row as the form holds it: its fields only (write-only ones, like passwords, empty). */
function rowValues(def: ResourceDef, row: ResourceRow): Values {
  return Object.fromEntries(formFields(def).map(([key, field]) => [key, field.writeOnly ? '' : (row[key] ?? (field.kind === 'lookup' || field.kind === 'select' ? null : isList(field) ? [] : ''))]));
}

function ResourceForm({ def, row }: { def: ResourceDef; row: ResourceRow | null }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['resources', `resources/${def.name}`]);
  const navigate = useNavigate();
  const save = useSaveResource(def);
  const toast = useDoneToast();
  const context = useTitleContext();
  /** A field's hint, when the resource's texts give one (`hints.<field>`). */
  const hintOf = (key: string) => (i18n.exists(`resources/${def.name}:hints.${key}`) ? t(`resources/${def.name}:hints.${key}`) : undefined);
  const confirm = useConfirm();
  const { defaults, fieldActions, FormHeader } = useResourceExtensions();
  const user = useAtomValue(userAtom);
  // A new row's defaults by value: the signed-in user is fetched again now and then as a new but
  // equal object, and resetting the form for it would close an open list and drop what was typed.
  const defaultsKey = JSON.stringify(typeof defaults === 'function' ? defaults(user) : (defaults ?? {}));
  const initial = useMemo(() => (row ? rowValues(def, row) : emptyValues(def, JSON.parse(defaultsKey) as Values)), [def, row, defaultsKey]);
  const resolver = useMemo(() => resolverFor(def), [def]);
  const form = useForm<Values>({ resolver, defaultValues: initial });
  const { control, formState, reset } = form;
  useEffect(() => reset(initial), [initial, reset]);

  const submit = submitForm(form, async (values) => {
    const body = { id: row?.id ?? null, body: values };
    let saved: ResourceRow;
    try {
      saved = await save.mutateAsync(body);
    } catch (error) {
      // Section 5: a conflict the user may override (code 700) asks "I'm sure" and repeats the save.
      if (!isApiError(error) || error.code !== ERROR_CODES.stockOverlap) throw error;
      const sure = await confirm({ title: t('form.conflictTitle'), message: error.message, confirmLabel: t('form.sure') });
      if (!sure) return;
      saved = await save.mutateAsync({ ...body, confirmed: true });
    }
    toast(t(row ? 'form.saved' : 'form.created'), titleOf(def, saved, context));
    await navigate(routePath(`${def.name}-info`, { id: String(saved.id) }), { replace: true });
  });

  const sections = sectionsOf(def)
    .map(({ section, keys }) => ({ section, keys: keys.filter((key) => !def.fields[key]?.readOnly) }))
    .filter(({ keys }) => keys.length);
  // Custom editors may read the other fields through the form's context (a matrix bounded by the hold).
  return (
    <FormProvider {...form}>
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {FormHeader ? <FormHeader row={row} /> : null}
      <FormError message={formState.errors.root?.server?.message} />
      {sections.map(({ section, keys }) => (
        <Surface key={section} className={styles.surface}>
          {sections.length > 1 ? <Subtitle2 as="h2">{t(`resources/${def.name}:sections.${section}`)}</Subtitle2> : null}
          <div className={styles.grid}>
            {keys.map((key) => {
              const field = def.fields[key]!;
              const label = t(`resources/${def.name}:fields.${key}`);
              const FieldAction = fieldActions?.[key];
              return (
                <div key={key} className={field.wide ? styles.wide : undefined}>
                  <FormField control={control} name={key} label={label} required={field.required && field.kind !== 'boolean'} hint={hintOf(key) ?? (row && field.fixed ? t('form.fixed') : undefined)}>
                    {(input) => <FieldInput def={def} name={key} field={field} value={input.value} onChange={input.onChange} onBlur={input.onBlur} ref={input.ref} row={row} label={label} readOnly={Boolean(row && field.fixed)} />}
                  </FormField>
                  {FieldAction ? <FieldAction form={form} row={row} /> : null}
                </div>
              );
            })}
          </div>
        </Surface>
      ))}
      <div className={styles.footer}>
        <Button type="submit" appearance="primary" icon={<SaveRegular />} disabled={formState.isSubmitting}>
          {t('actions.save')}
        </Button>
        <Button onClick={() => void navigate(-1)}>{t('actions.cancel')}</Button>
        <Text className={styles.hint}>{t('form.required')}</Text>
      </div>
    </form>
    </FormProvider>
  );
}

/** Add and edit pages (`/x/add`, `/x/edit/{id?}`); an edit page without an id adds a row. */
export function ResourceFormPage({ def }: { def: ResourceDef }) {
  const { t } = useTranslation(['resources', `resources/${def.name}`]);
  const context = useTitleContext();
  const param = useParams().id;
  const id = param ? Number(param) : null;
  const row = useResourceRow(def, id);
  if (row.error) throw row.error;
  if (id !== null && !row.data) return <Spinner label={t('list.loading')} />;
  const list: Crumb = { label: t(`resources/${def.name}:title`), to: routePath(def.name) };
  const rowTitle = row.data ? titleOf(def, row.data, context) : null;
  const title = rowTitle ? t('form.editTitle', { title: rowTitle }) : t('form.addTitle', { what: t(`resources/${def.name}:one`) });
  const crumbs: Crumb[] =
    row.data && rowTitle
      ? [list, { label: rowTitle, to: routePath(`${def.name}-info`, { id: String(row.data.id) }) }, { label: t('actions.edit') }]
      : [list, { label: t('actions.add') }];
  return (
    <PageFrame title={title} back={<ResourceBreadcrumb crumbs={crumbs} />}>
      <ResourceForm def={def} row={row.data ?? null} />
    </PageFrame>
  );
}
