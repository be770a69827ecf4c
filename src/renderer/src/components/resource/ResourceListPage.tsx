import { Button, makeStyles, MessageBar, MessageBarBody, SearchBox, Spinner, Text, ToggleButton, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, ArrowUploadRegular, TextDensityRegular } from '@fluentui/react-icons';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';
import { can } from '@shared/abilities';
import { apiOf } from '@shared/resources/api';
import type { ResourceDef } from '@shared/resources/define';
import { mayImport } from '@shared/resources/import-rights';
import { LAYOUT_SIZES } from '@shared/constants';
import { routePath } from '@shared/routes';
import { Pending } from '@/components/Pending';
import { fillWindowHeight } from '@/components/page-foot';
import { PageFrame } from '@/components/PageFrame';
import { Surface } from '@/components/Surface';
import { useApi } from '@/lib/api/context';
import { mobileAtom, userAtom } from '@/lib/state';
import { useResourceList } from './api';
import { listDensityAtom } from './density';
import { ImportDialog } from './ImportDialog';
import { Pagination } from './Pagination';
import { ResourceCards } from './ResourceCards';
import { ResourceFilters } from './ResourceFilters';
import { ResourceTable } from './ResourceTable';
import { saveFile } from './save-file';
import { useListQuery } from './use-list-query';

const useStyles = makeStyles({
  // On a wide screen the list fills the window: its rows scroll inside, under their header, and the
  // pages stay in sight, above the room the layout keeps at its foot (the chat button's).
  fill: {
    display: 'flex',
    flexDirection: 'column',
    height: fillWindowHeight(LAYOUT_SIZES.headerHeightPx),
    minHeight: '440px',
    '& > div': { flexGrow: 1, minHeight: 0 },
  },
  tools: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-end', flexWrap: 'wrap' },
  search: { minWidth: '240px', '@media (max-width: 599.98px)': { minWidth: 0, flexGrow: 1 } },
  foot: { flexShrink: 0, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  surface: { gap: tokens.spacingVerticalM, minHeight: 0 },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/** The list page of a resource: search, filters, sortable columns, pages, export and import. */
export function ResourceListPage({ def }: { def: ResourceDef }) {
  const styles = useStyles();
  const { t } = useTranslation(['resources', `resources/${def.name}`]);
  const api = useApi();
  const user = useAtomValue(userAtom);
  // Below the mobile breakpoint rows are cards: a table of ten columns does not fit a phone.
  const mobile = useAtomValue(mobileAtom);
  const [density, setDensity] = useAtom(listDensityAtom);
  const [query, setQuery] = useListQuery(def);
  const list = useResourceList(def, query);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const canEdit = !def.readOnly && can(user?.abilities, def.abilities.edit);
  // The server's rule: editors may import, but not a company still applying (import-rights.ts).
  const canImport = mayImport(def, user);
  const addPath = routePath(`${def.name}-add`);
  const addHref = useHref(addPath);
  const goAdd = useLinkClickHandler<HTMLAnchorElement>(addPath);
  const search = useCallback((q: string) => setQuery({ q, page: 1 }), [setQuery]);
  const [draft, setDraft] = useState(query.q ?? '');
  // Back and Forward change the search in the URL: the box follows.
  useEffect(() => setDraft(query.q ?? ''), [query.q]);

  const exportList = async () => {
    setExporting(true);
    try {
      const { page: _page, size: _size, ...rest } = query;
      saveFile(await api.call(apiOf(def).xlsx, { query: rest }), `${def.name}-${new Date().toISOString().slice(0, 10)}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  const rows = list.data?.items ?? [];
  // A page past the end (rows deleted since, a stale link) moves to the last page that has rows.
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / query.size)) : 1;
  useEffect(() => {
    if (list.data && !list.data.items.length && query.page > lastPage) setQuery({ page: lastPage });
  }, [list.data, query.page, lastPage, setQuery]);
  return (
    <div className={mobile ? undefined : styles.fill}>
      <PageFrame
        title={t(`resources/${def.name}:title`)}
        actions={
          <>
            {canEdit ? (
              <Button as="a" href={addHref} onClick={goAdd} appearance="primary" icon={<AddRegular />}>
                {t('actions.add')}
              </Button>
            ) : null}
            <Button icon={exporting ? <Pending size="tiny" /> : <ArrowDownloadRegular />} disabled={exporting} onClick={() => void exportList()}>
              {t('actions.export')}
            </Button>
            {canImport ? (
              <Button icon={<ArrowUploadRegular />} onClick={() => setImporting(true)}>
                {t('actions.import')}
              </Button>
            ) : null}
          </>
        }
      >
        <div className={styles.tools}>
          {def.search.length ? (
            <SearchBox
              className={styles.search}
              aria-label={t('actions.search')}
              placeholder={t('actions.search')}
              value={draft}
              onChange={(_, data) => {
                setDraft(data.value);
                if (!data.value) search('');
              }}
              onKeyDown={(event) => event.key === 'Enter' && search(draft)}
              onBlur={() => draft !== (query.q ?? '') && search(draft)}
            />
          ) : null}
          <ResourceFilters def={def} filter={query.filter} onChange={(filter) => setQuery({ filter, page: 1 })} />
        </div>
        <Surface className={styles.surface}>
          {list.error ? (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{list.error.message}</MessageBarBody>
            </MessageBar>
          ) : list.isPending ? (
            <Spinner label={t('list.loading')} />
          ) : rows.length && mobile ? (
            <ResourceCards def={def} rows={rows} />
          ) : rows.length ? (
            <ResourceTable def={def} rows={rows} sort={query.sort} density={density} onSort={(sort) => setQuery({ sort, page: 1 })} />
          ) : (
            <Text className={styles.empty} role="status">
              {t('list.notFound', { what: t(`resources/${def.name}:notFound`) })}
            </Text>
          )}
          <div className={styles.foot}>
            {mobile ? (
              <span />
            ) : (
              <ToggleButton
                appearance="subtle"
                icon={<TextDensityRegular />}
                checked={density === 'compact'}
                onClick={() => setDensity(density === 'compact' ? 'comfortable' : 'compact')}
              >
                {t('list.density')}
              </ToggleButton>
            )}
            {list.data ? <Pagination page={query.page} size={query.size} total={list.data.total} onChange={setQuery} /> : null}
          </div>
        </Surface>
        {canImport ? <ImportDialog def={def} open={importing} onClose={() => setImporting(false)} /> : null}
      </PageFrame>
    </div>
  );
}
