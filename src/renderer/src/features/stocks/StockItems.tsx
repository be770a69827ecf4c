import {
  Badge,
  Button,
  Checkbox,
  makeStyles,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Subtitle2,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DismissCircleRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import { formatAwb } from '@shared/awb';
import { STOCK_ITEM_STATUSES, type StockItemStatus } from '@shared/constants';
import { stocksResource, type StockItem, type StockItemsQuery } from '@shared/stocks/definition';
import type { ResourceRow } from '@shared/resources/list-query';
import { Pagination } from '@/components/resource/Pagination';
import { Surface } from '@/components/Surface';
import { formatDateTime } from '@/lib/format';
import { userAtom } from '@/lib/state';
import { useStockItems } from './get-stock-items';
import { VoidDialog, type VoidTarget } from './VoidDialog';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalM },
  tools: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  wrap: { overflowX: 'auto' },
  check: { width: '44px' },
  number: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  empty: { padding: tokens.spacingVerticalXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

const STATUS_COLOR: Record<StockItemStatus, 'success' | 'informative' | 'danger'> = { unused: 'success', used: 'informative', voided: 'danger' };

type Filter = 'all' | StockItemStatus;

const awbOf = (item: StockItem) => formatAwb({ prefix: item.prefix, serial: item.serial });

/** What the row says beyond its status: the shipment of a used number, the reason of a voided one. */
function Details({ item }: { item: StockItem }) {
  const { t, i18n } = useTranslation('resources/stocks');
  if (item.status === 'used' && item.shipment) {
    return <>{t('items.shipment', { ...item.shipment, status: t(`shownStatus.${item.shipment.status}`) })}</>;
  }
  if (item.status === 'voided') {
    return <>{t('items.voidedBy', { comment: item.voidComment ?? '', who: item.voidedBy ?? '—', when: item.voidedAt ? formatDateTime(item.voidedAt, i18n.language) : '—' })}</>;
  }
  return null;
}

/**
 * The stock info's numbers (section 2, "Stock info and void"): a page at a time, by status, found by
 * their first digits; unused ones may be chosen and voided, or a range voided at once.
 */
export function StockItems({ row }: { row: ResourceRow }) {
  const styles = useStyles();
  const { t } = useTranslation('resources/stocks');
  const user = useAtomValue(userAtom);
  const canVoid = can(user?.abilities, stocksResource.abilities.edit);
  const [filter, setFilter] = useState<Filter>('all');
  const [q, setQ] = useState('');
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const [chosen, setChosen] = useState<Map<number, string>>(new Map());
  const [dialog, setDialog] = useState<{ open: boolean; target: VoidTarget } | null>(null);
  const [voided, setVoided] = useState<number | null>(null);

  const query: StockItemsQuery = { ...paging, ...(filter === 'all' ? {} : { status: filter }), ...(q ? { q } : {}) };
  const items = useStockItems(row.id, query);
  if (items.error) throw items.error;
  const page = items.data?.items ?? [];
  const unusedOnPage = page.filter((item) => item.status === 'unused');
  const allChosen = unusedOnPage.length > 0 && unusedOnPage.every((item) => chosen.has(item.id));

  const choose = (list: StockItem[], on: boolean) =>
    setChosen((previous) => {
      const next = new Map(previous);
      for (const item of list) {
        if (on) next.set(item.id, awbOf(item));
        else next.delete(item.id);
      }
      return next;
    });
  const open = (target: VoidTarget) => {
    setVoided(null);
    setDialog({ open: true, target });
  };
  const counts: Record<Filter, unknown> = { all: row.total, unused: row.unused, used: row.used, voided: row.voided };

  return (
    <Surface className={styles.surface}>
      <Subtitle2 as="h2">{t('items.title')}</Subtitle2>
      {voided !== null ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('void.done', { count: voided })}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.tools}>
        <TabList
          selectedValue={filter}
          onTabSelect={(_, data) => {
            setFilter(data.value as Filter);
            setPaging((previous) => ({ ...previous, page: 1 }));
          }}
          aria-label={t('items.status')}
        >
          {(['all', ...STOCK_ITEM_STATUSES] as const).map((status) => (
            <Tab key={status} value={status}>
              {t(`status.${status}`)} ({String(counts[status] ?? 0)})
            </Tab>
          ))}
        </TabList>
        <span className={styles.grow} />
        <SearchBox
          placeholder={t('items.search')}
          aria-label={t('items.search')}
          value={q}
          onChange={(_, data) => {
            setQ(data.value.replace(/\D/g, '').slice(0, 8));
            setPaging((previous) => ({ ...previous, page: 1 }));
          }}
        />
        {canVoid ? (
          <>
            <Button icon={<DismissCircleRegular />} disabled={chosen.size === 0} onClick={() => open({ kind: 'items', items: [...chosen].map(([id, awb]) => ({ id, awb })) })}>
              {t('void.selected')}
              {chosen.size ? ` (${chosen.size})` : ''}
            </Button>
            <Button icon={<DismissCircleRegular />} onClick={() => open({ kind: 'range' })}>
              {t('void.range')}
            </Button>
          </>
        ) : null}
      </div>
      {canVoid && chosen.size ? <Text className={styles.muted}>{t('items.selected', { count: chosen.size })}</Text> : null}
      <div className={styles.wrap}>
        <Table size="small" aria-label={t('items.title')}>
          <TableHeader>
            <TableRow>
              {canVoid ? (
                <TableHeaderCell className={styles.check}>
                  <Checkbox aria-label={t('items.selectPage')} checked={allChosen} disabled={!unusedOnPage.length} onChange={(_, data) => choose(unusedOnPage, data.checked === true)} />
                </TableHeaderCell>
              ) : null}
              <TableHeaderCell>{t('items.number')}</TableHeaderCell>
              <TableHeaderCell>{t('items.status')}</TableHeaderCell>
              <TableHeaderCell>{t('items.details')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.map((item) => (
              <TableRow key={item.id}>
                {canVoid ? (
                  <TableCell className={styles.check}>
                    {item.status === 'unused' ? (
                      <Checkbox aria-label={t('items.select', { number: awbOf(item) })} checked={chosen.has(item.id)} onChange={(_, data) => choose([item], data.checked === true)} />
                    ) : null}
                  </TableCell>
                ) : null}
                <TableCell className={styles.number}>{awbOf(item)}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={STATUS_COLOR[item.status]}>
                    {t(`itemStatus.${item.status}`)}
                  </Badge>
                </TableCell>
                <TableCell>
                  <Details item={item} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {items.data && !page.length ? <div className={styles.empty}>{t('items.notFound')}</div> : null}
      {items.data ? <Pagination page={paging.page} size={paging.size} total={items.data.total} onChange={(patch) => setPaging((previous) => ({ ...previous, ...patch }))} /> : null}
      {dialog ? (
        <VoidDialog
          stockId={row.id}
          target={dialog.target}
          open={dialog.open}
          onClose={() => setDialog({ ...dialog, open: false })}
          onVoided={(result) => {
            setDialog({ ...dialog, open: false });
            setChosen(new Map());
            setVoided(result.voided);
          }}
        />
      ) : null}
    </Surface>
  );
}
