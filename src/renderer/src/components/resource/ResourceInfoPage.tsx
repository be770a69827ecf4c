import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler, useNavigate, useParams } from 'react-router';
import { can } from '@shared/abilities';
import { titleOf, type ResourceDef } from '@shared/resources/define';
import { routePath } from '@shared/routes';
import { PageFrame } from '@/components/PageFrame';
import { Surface } from '@/components/Surface';
import { useConfirm } from '@/lib/confirm';
import { userAtom } from '@/lib/state';
import { useResourceRow } from './api';
import { CellValue } from './CellValue';
import { useResourceExtensions } from './editors';
import { ResourceBreadcrumb } from './ResourceBreadcrumb';
import { sectionsOf } from './sections';
import { useDeleteRow } from './use-delete-row';
import { useDoneToast } from './use-done-toast';
import { useTitleContext } from './use-title-context';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(180px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    '@media (max-width: 991.98px)': { gridTemplateColumns: '1fr' },
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'break-word' },
});

/** The info page of one row: its fields by section, edit and delete, and the resource's own parts. */
export function ResourceInfoPage({ def }: { def: ResourceDef }) {
  const styles = useStyles();
  const { t } = useTranslation(['resources', `resources/${def.name}`]);
  const context = useTitleContext();
  const id = Number(useParams().id);
  const row = useResourceRow(def, id);
  const user = useAtomValue(userAtom);
  const confirm = useConfirm();
  const navigate = useNavigate();
  const remove = useDeleteRow(def, id);
  const toast = useDoneToast();
  const { Info, Actions, mayEdit, mayDelete, infoShows } = useResourceExtensions();
  const editPath = routePath(`${def.name}-edit`, { id: String(id) });
  const editHref = useHref(editPath);
  const goEdit = useLinkClickHandler<HTMLAnchorElement>(editPath);
  const canEdit = !def.readOnly && can(user?.abilities, def.abilities.edit);

  // Section 8: a 403 or 404 shows the error page with that status (another's or a deleted row).
  if (row.error) throw row.error;
  if (!row.data) return <Spinner label={t('list.loading')} />;
  const data = row.data;
  const title = titleOf(def, data, context);
  // Write-only and custom fields are not shown here (a custom one by the resource's Info), so a
  // section holding only those (a password section) is left out.
  const sections = sectionsOf(def)
    .map(({ section, keys }) => ({ section, keys: keys.filter((key) => !def.fields[key]?.writeOnly && def.fields[key]?.kind !== 'custom' && !infoShows?.includes(key)) }))
    .filter(({ keys }) => keys.length);
  const showEdit = canEdit && (mayEdit?.(data, user) ?? true);
  const showDelete = canEdit && (mayDelete?.(data, user) ?? true);

  const onDelete = async () => {
    const confirmed = await confirm({ title: t('delete.title'), message: t('delete.question', { title }), confirmLabel: t('delete.confirm') });
    if (!confirmed) return;
    await remove.mutateAsync();
    toast(t('delete.done'), title);
    await navigate(routePath(def.name), { replace: true });
  };

  return (
    <PageFrame
      back={<ResourceBreadcrumb crumbs={[{ label: t(`resources/${def.name}:title`), to: routePath(def.name) }, { label: title }]} />}
      title={title}
      actions={
        <>
          {Actions ? <Actions row={data} /> : null}
          {showEdit ? (
            <Button as="a" href={editHref} onClick={goEdit} appearance="primary" icon={<EditRegular />}>
              {t('actions.edit')}
            </Button>
          ) : null}
          {showDelete ? (
            <Button icon={<DeleteRegular />} onClick={() => void onDelete()} disabled={remove.isPending}>
              {t('actions.delete')}
            </Button>
          ) : null}
        </>
      }
    >
      {remove.error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{remove.error.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {sections.map(({ section, keys }) => (
        <Surface key={section} className={styles.surface}>
          {sections.length > 1 ? <Subtitle2 as="h2">{t(`resources/${def.name}:sections.${section}`)}</Subtitle2> : null}
          <dl className={styles.grid}>
            {keys.map((key) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt className={styles.label}>{t(`resources/${def.name}:fields.${key}`)}</dt>
                <dd className={styles.value}>
                  <CellValue def={def} row={data} field={key} />
                </dd>
              </div>
            ))}
          </dl>
        </Surface>
      ))}
      {Info ? <Info row={data} /> : null}
    </PageFrame>
  );
}
