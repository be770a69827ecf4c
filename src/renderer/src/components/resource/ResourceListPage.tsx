import { Button, makeStyles, mergeClasses, MessageBar, MessageBarBody, SearchBox, Spinner, Text, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';
import { can } from '@shared/abilities';
import type { BlockPageName } from '@shared/constants';
import { apiOf } from '@shared/resources/api';
import { listFor } from '@shared/resources/audience';
import type { ResourceDef } from '@shared/resources/define';
import { mayImport } from '@shared/resources/import-rights';
import type { ListQuery } from '@shared/resources/list-query';
import { isStaff } from '@shared/profile/session-user';
import { LAYOUT_SIZES } from '@shared/constants';
import { routePath } from '@shared/routes';
import { Pending } from '@/components/Pending';
import { fillWindowHeight } from '@/components/page-foot';
import { PageFrame } from '@/components/PageFrame';
import { Surface } from '@/components/Surface';
import { useApi } from '@/lib/api/context';
import { mobileAtom, userAtom } from '@/lib/state';
import { useBlockLayoutPage, useBlockPageState, useKeptQuery, useKeptScroll } from '@/lib/use-block-page';
import { useLastPageWithRows } from '@/lib/view-query';
import { useResourceList } from './api';
import { listDensityAtom } from './density';
import { useResourceExtensions } from './editors';
import { ImportDialog } from './ImportDialog';
import { activeFilterCount, FILTERS_CLEARED } from './list-filters';
import { ListFoot } from './ListFoot';
import { ResourceCards } from './ResourceCards';
import { ResourceFilterPanel } from './ResourceFilterPanel';
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
  surface: { gap: tokens.spacingVerticalM, minHeight: 0 },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
  // In a list filling the window, the foot stays at its bottom when there are no rows to fill it.
  spacer: { flexGrow: 1 },
  // The block layout: the page over the window's whole width, denser, its list taking the height
  // the layout gives it (the layout's box is the window under the header, above the chat's room).
  block: { flex: '1 1 0', minHeight: 0, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, gap: tokens.spacingVerticalM },
  blockSurface: { flex: '1 1 0', minHeight: '200px', padding: tokens.spacingHorizontalM },
  // Below the breakpoint the block page reads down the window like any other page.
  blockMobile: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`, gap: tokens.spacingVerticalM },
  totals: { flexGrow: 1, minWidth: 0 },
});

/** The list page of a resource: search, filters, sortable columns, pages, export and import. */
export function ResourceListPage({ def: full }: { def: ResourceDef }) {
  // In the block layout the page keeps its state (section 3) and shows its filters in a panel.
  const blockPage = useBlockLayoutPage();
  const staff = isStaff(useAtomValue(userAtom));
  const def = useMemo(() => listFor(full, staff), [full, staff]);
  return blockPage ? <BlockListPage def={def} page={blockPage} /> : <DefaultListPage def={def} />;
}

/** What both list pages hold: the query in the URL, its rows, the search being typed. */
function useListPage(def: ResourceDef, { enabled = true }: { enabled?: boolean } = {}) {
  const [query, setQuery] = useListQuery(def);
  const list = useResourceList(def, query, { enabled });
  const search = useCallback((q: string) => setQuery({ q, page: 1 }), [setQuery]);
  const [draft, setDraft] = useState(query.q ?? '');
  // Back and Forward change the search in the URL: the box follows.
  useEffect(() => setDraft(query.q ?? ''), [query.q]);
  const rows = list.data?.items ?? [];
  useLastPageWithRows(list.data, query, setQuery);
  return { query, setQuery, list, rows, draft, setDraft, search };
}

type ListPage = ReturnType<typeof useListPage>;

/** Add, export and import above the list, and the import's dialog. */
function useListActions(def: ResourceDef, query: ListQuery): { actions: ReactNode; dialog: ReactNode } {
  const { t } = useTranslation(['resources', `resources/${def.name}`]);
  const api = useApi();
  const user = useAtomValue(userAtom);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const canEdit = !def.readOnly && can(user?.abilities, def.abilities.edit);
  // The server's rule: editors may import, but not a company still applying (import-rights.ts).
  const canImport = mayImport(def, user);
  const addPath = routePath(`${def.name}-add`);
  const addHref = useHref(addPath);
  const goAdd = useLinkClickHandler<HTMLAnchorElement>(addPath);

  const exportList = async () => {
    setExporting(true);
    try {
      const { page: _page, size: _size, ...rest } = query;
      saveFile(await api.call(apiOf(def).xlsx, { query: rest }), `${def.name}-${new Date().toISOString().slice(0, 10)}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  return {
    actions: (
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
    ),
    dialog: canImport ? <ImportDialog def={def} open={importing} onClose={() => setImporting(false)} /> : null,
  };
}

/** The search box over the resource's search fields (none: no box). */
function ListSearch({ def, page }: { def: ResourceDef; page: ListPage }) {
  const styles = useStyles();
  const { t } = useTranslation('resources');
  const { draft, setDraft, search, query } = page;
  if (!def.search.length) return null;
  return (
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
  );
}

/**
 * The rows (a table, cards below the mobile breakpoint), the error, the spinner or the empty list;
 * then the foot: row density, the resource's totals, the pages.
 */
function ListBody({ def, page, loading, fill, scrollerRef }: { def: ResourceDef; page: ListPage; loading?: boolean; fill?: boolean; scrollerRef?: (element: HTMLDivElement | null) => void }) {
  const styles = useStyles();
  const { t } = useTranslation(['resources', `resources/${def.name}`]);
  // Below the mobile breakpoint rows are cards: a table of ten columns does not fit a phone.
  const mobile = useAtomValue(mobileAtom);
  const density = useAtomValue(listDensityAtom);
  const { Totals } = useResourceExtensions();
  const { list, rows, query, setQuery } = page;
  return (
    <>
      {list.error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{list.error.message}</MessageBarBody>
        </MessageBar>
      ) : loading || list.isPending ? (
        <Spinner label={t('list.loading')} />
      ) : rows.length && mobile ? (
        <ResourceCards def={def} rows={rows} />
      ) : rows.length ? (
        <ResourceTable def={def} rows={rows} sort={query.sort} density={density} onSort={(sort) => setQuery({ sort, page: 1 })} fill={fill} scrollerRef={scrollerRef} />
      ) : (
        <Text className={styles.empty} role="status">
          {t('list.notFound', { what: t(`resources/${def.name}:notFound`) })}
        </Text>
      )}
      {fill && !(rows.length && !list.error && !loading && !list.isPending) ? <div className={styles.spacer} /> : null}
      <ListFoot page={query.page} size={query.size} total={list.data?.total} onChange={setQuery}>
        {Totals && list.data ? (
          <div className={styles.totals}>
            <Totals query={query} rows={rows} />
          </div>
        ) : null}
      </ListFoot>
    </>
  );
}

/** The default layout's list: the search and filters above the rows, the page filling the window on a wide screen. */
function DefaultListPage({ def }: { def: ResourceDef }) {
  const styles = useStyles();
  const { t } = useTranslation(`resources/${def.name}`);
  const mobile = useAtomValue(mobileAtom);
  const page = useListPage(def);
  const { actions, dialog } = useListActions(def, page.query);
  return (
    <div className={mobile ? undefined : styles.fill}>
      <PageFrame title={t('title')} actions={actions}>
        <div className={styles.tools}>
          <ListSearch def={def} page={page} />
          <ResourceFilters def={def} filter={page.query.filter} onChange={(filter) => page.setQuery({ filter, page: 1 })} />
        </div>
        <Surface className={styles.surface}>
          <ListBody def={def} page={page} />
        </Surface>
        {dialog}
      </PageFrame>
    </div>
  );
}

/** What a block list page keeps of its own besides its query string and scroll. */
interface BlockListState extends Record<string, unknown> {
  filtersCollapsed: boolean;
}

/**
 * The block layout's list (section 2): over the whole window, the search and filters in a panel
 * that folds, the rows filling the height under their sticky header, the page's query string and
 * scroll kept while the user is elsewhere (section 3) and put back on return.
 */
function BlockListPage({ def, page: name }: { def: ResourceDef; page: BlockPageName }) {
  const styles = useStyles();
  const { t } = useTranslation(`resources/${def.name}`);
  const mobile = useAtomValue(mobileAtom);
  const restoring = useKeptQuery(name);
  const [kept, keep, forget] = useBlockPageState<BlockListState>(name);
  const page = useListPage(def, { enabled: !restoring });
  const { actions, dialog } = useListActions(def, page.query);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  useKeptScroll(name, scroller, !restoring && page.list.data !== undefined && !page.list.isPlaceholderData);
  const collapsed = kept.filtersCollapsed ?? false;
  const reset = () => {
    forget();
    page.setDraft('');
    page.setQuery(FILTERS_CLEARED);
  };
  const hasFilters = def.search.length > 0 || def.filters.length > 0;
  return (
    <PageFrame title={t('title')} actions={actions} className={mobile ? styles.blockMobile : styles.block}>
      {hasFilters ? (
        <ResourceFilterPanel count={activeFilterCount(page.query)} collapsed={collapsed} onToggle={() => keep({ filtersCollapsed: !collapsed })} onReset={reset}>
          <ListSearch def={def} page={page} />
          <ResourceFilters def={def} filter={page.query.filter} onChange={(filter) => page.setQuery({ filter, page: 1 })} />
        </ResourceFilterPanel>
      ) : null}
      <Surface className={mergeClasses(styles.surface, !mobile && styles.blockSurface)}>
        <ListBody def={def} page={page} loading={restoring} fill={!mobile} scrollerRef={setScroller} />
      </Surface>
      {dialog}
    </PageFrame>
  );
}
