import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { can } from '@shared/abilities';
import { REPORT_ABILITIES, type ReportAwbListQuery } from '@shared/reports';
import { routePath } from '@shared/routes';
import { PageFrame } from '@/components/PageFrame';
import { BlockListSurface } from '@/components/resource/BlockListSurface';
import { listDensityAtom } from '@/components/resource/density';
import { ResourceFilterPanel } from '@/components/resource/ResourceFilterPanel';
import { mobileAtom, userAtom } from '@/lib/state';
import { useBlockPageState, useKeptQuery, useKeptScroll } from '@/lib/use-block-page';
import { useAddressView, useLastPageWithRows } from '@/lib/view-query';
import { useReports } from '../api/reports';
import { parseReportQuery, reportFilterCount, reportQueryParams, withoutReportFilters } from '../list/report-query';
import { ReportFilters } from '../list/ReportFilters';
import { ReportsTable } from '../list/ReportsTable';

const useStyles = makeStyles({
  page: { flex: '1 1 0', minHeight: 0, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, gap: tokens.spacingVerticalM },
  mobile: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`, gap: tokens.spacingVerticalM },
});

interface ReportsPageState extends Record<string, unknown> {
  filtersCollapsed: boolean;
}

const PAGE = 'report-awb';

/**
 * The AWB reports (section 2's report-awb, block layout): the reports built, each with its range,
 * grouping, what it covers and its state (a progress bar while it builds; the page asks again
 * until none on it is building). Holders of the edit ability ask for a new one.
 */
export default function ReportsPage() {
  const styles = useStyles();
  const { t } = useTranslation(['reports', 'resources']);
  const navigate = useNavigate();
  const mobile = useAtomValue(mobileAtom);
  const user = useAtomValue(userAtom);
  const density = useAtomValue(listDensityAtom);
  const restoring = useKeptQuery(PAGE);
  const [kept, keep, forget] = useBlockPageState<ReportsPageState>(PAGE);
  const [query, update, replace] = useAddressView<ReportAwbListQuery>(parseReportQuery, reportQueryParams);
  const list = useReports(query, { enabled: !restoring });
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  useKeptScroll(PAGE, scroller, !restoring && list.data !== undefined && !list.isPlaceholderData);
  const rows = list.data?.items ?? [];
  useLastPageWithRows(list.data, query, update);
  const canBuild = can(user?.abilities, REPORT_ABILITIES['report-awb'].edit);
  const collapsed = kept.filtersCollapsed ?? false;
  const open = useCallback((id: number) => void navigate(routePath('report-awb-info', { id: String(id) })), [navigate]);

  return (
    <PageFrame
      title={t('awb.title')}
      className={mobile ? styles.mobile : styles.page}
      actions={
        canBuild ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(routePath('report-awb-add'))}>
            {t('awb.add')}
          </Button>
        ) : null
      }
    >
      <ResourceFilterPanel
        count={reportFilterCount(query)}
        collapsed={collapsed}
        onToggle={() => keep({ filtersCollapsed: !collapsed })}
        onReset={() => {
          forget();
          replace(withoutReportFilters(query));
        }}
      >
        <ReportFilters query={query} onChange={update} />
      </ResourceFilterPanel>
      <BlockListSurface
        error={list.error}
        loading={restoring || list.isPending}
        count={rows.length}
        empty={t(reportFilterCount(query) ? 'awb.emptyFiltered' : 'awb.empty')}
        page={query.page}
        size={query.size}
        total={list.data?.total}
        onChange={update}
      >
        <ReportsTable rows={rows} sort={query.sort} density={density} onSort={(sort) => update({ sort, page: 1 })} onOpen={(row) => open(row.id)} scrollerRef={setScroller} />
      </BlockListSurface>
    </PageFrame>
  );
}
