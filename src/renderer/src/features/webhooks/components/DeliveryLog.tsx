import {
  Button,
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowRepeatAllRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import type { ResourceRow } from '@shared/resources/list-query';
import { WEBHOOK_ABILITIES } from '@shared/webhooks/abilities';
import type { WebhookDelivery } from '@shared/webhooks/schemas';
import { Pending } from '@/components/Pending';
import { Surface } from '@/components/Surface';
import { Pagination } from '@/components/resource/Pagination';
import { useDoneToast } from '@/components/resource/use-done-toast';
import { formatInstant } from '@/lib/dates';
import { userAtom } from '@/lib/state';
import { useDeliveries } from '../api/get-deliveries';
import { useResendDelivery } from '../api/resend-delivery';
import { DeliveryStatus } from './DeliveryStatus';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  scroll: { overflowX: 'auto' },
  answer: { maxWidth: '320px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' },
  body: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** An endpoint's deliveries, newest first: event, status, attempts, next try, the last answer, and a resend. */
export function DeliveryLog({ row }: { row: ResourceRow }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('resources/webhooks');
  const user = useAtomValue(userAtom);
  const mayEdit = can(user?.abilities, WEBHOOK_ABILITIES.edit);
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const log = useDeliveries(row.id, paging.page, paging.size);
  const resend = useResendDelivery(row.id);
  const done = useDoneToast();
  const [open, setOpen] = useState<number | null>(null);
  const when = (iso: string | null) => (iso ? formatInstant(iso, i18n.language) : '—');
  const items = log.data?.items ?? [];
  const again = (delivery: WebhookDelivery) =>
    resend.mutate(delivery.id, { onSuccess: () => done(t('log.resent'), t(`options.events.${delivery.event}`)) });
  return (
    <Surface className={styles.surface}>
      <div className={styles.head}>
        <Subtitle2 as="h2">{t('log.title')}</Subtitle2>
        <Button appearance="subtle" icon={log.isFetching ? <Pending size="tiny" /> : <ArrowClockwiseRegular />} onClick={() => void log.refetch()}>
          {t('log.refresh')}
        </Button>
      </div>
      {log.isPending ? (
        <Pending />
      ) : !items.length ? (
        <Text className={styles.muted}>{t('log.empty')}</Text>
      ) : (
        <div className={styles.scroll}>
          <Table size="small" aria-label={t('log.title')} data-testid="webhook-log">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('log.createdAt')}</TableHeaderCell>
                <TableHeaderCell>{t('log.event')}</TableHeaderCell>
                <TableHeaderCell>{t('log.status')}</TableHeaderCell>
                <TableHeaderCell>{t('log.attempts')}</TableHeaderCell>
                <TableHeaderCell>{t('log.nextTry')}</TableHeaderCell>
                <TableHeaderCell>{t('log.answer')}</TableHeaderCell>
                {mayEdit ? <TableHeaderCell aria-label={t('log.resend')} /> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((delivery) => (
                <DeliveryRow key={delivery.id} delivery={delivery} open={open === delivery.id} onToggle={() => setOpen(open === delivery.id ? null : delivery.id)} when={when} mayEdit={mayEdit} onResend={() => again(delivery)} resending={resend.isPending && resend.variables === delivery.id} bodyClass={styles.body} answerClass={styles.answer} />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {resend.error ? <Text role="alert">{resend.error.message}</Text> : null}
      {log.data && log.data.total > paging.size ? <Pagination page={paging.page} size={paging.size} total={log.data.total} onChange={(patch) => setPaging((now) => ({ ...now, ...patch }))} /> : null}
    </Surface>
  );
}

interface RowProps {
  delivery: WebhookDelivery;
  open: boolean;
  onToggle(): void;
  when(iso: string | null): string;
  mayEdit: boolean;
  onResend(): void;
  resending: boolean;
  bodyClass: string;
  answerClass: string;
}

/** One delivery; its body opens under it. */
function DeliveryRow({ delivery, open, onToggle, when, mayEdit, onResend, resending, bodyClass, answerClass }: RowProps) {
  const { t } = useTranslation('resources/webhooks');
  return (
    <>
      <TableRow>
        <TableCell>
          <Button appearance="transparent" size="small" onClick={onToggle} aria-expanded={open}>
            {when(delivery.createdAt)}
          </Button>
        </TableCell>
        <TableCell>{t(`options.events.${delivery.event}`)}</TableCell>
        <TableCell>
          <DeliveryStatus status={delivery.status} />
        </TableCell>
        <TableCell>
          {delivery.attempts} / {delivery.maxAttempts}
        </TableCell>
        <TableCell>{when(delivery.nextTryAt)}</TableCell>
        <TableCell>
          {delivery.lastAnswer ? (
            <Tooltip content={delivery.lastAnswer} relationship="description">
              <Text className={answerClass}>{delivery.lastAnswer}</Text>
            </Tooltip>
          ) : (
            '—'
          )}
        </TableCell>
        {mayEdit ? (
          <TableCell>
            <Button size="small" icon={resending ? <Pending size="tiny" /> : <ArrowRepeatAllRegular />} disabled={resending} onClick={onResend}>
              {t('log.resend')}
            </Button>
          </TableCell>
        ) : null}
      </TableRow>
      {open ? (
        <TableRow>
          <TableCell colSpan={mayEdit ? 7 : 6}>
            <pre className={bodyClass} aria-label={t('log.body')}>
              {prettyBody(delivery.body)}
            </pre>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

const prettyBody = (body: string): string => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};
