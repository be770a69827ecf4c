import { Button, makeStyles, Toast, ToastBody, ToastTitle, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ServiceRow } from '@shared/shipments';
import { Pending } from '@/components/Pending';
import { useConfirm } from '@/lib/confirm';
import { useAppToast } from '@/lib/toaster';
import { useFinishService, type ServiceEnd } from '../api/finish-service';
import { serviceName } from './service-text';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'nowrap' },
});

/**
 * A service's own actions while it is ordered, as the server's `can` on the row says: the
 * airline marks it done; the client's company or the airline cancels it, its charge given back. A
 * refusal is told in the server's words.
 */
export function ServiceRowActions({ row }: { row: ServiceRow }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('shipments');
  const confirm = useConfirm();
  const finish = useFinishService();
  const { dispatchToast } = useAppToast();
  const { done, cancel } = row.can;
  if (!done && !cancel) return null;
  const name = serviceName(row, i18n.language);
  const toast = (intent: 'success' | 'error', title: string, body: string) =>
    dispatchToast(
      <Toast>
        <ToastTitle>{title}</ToastTitle>
        <ToastBody>{body}</ToastBody>
      </Toast>,
      { intent, timeout: intent === 'error' ? 5000 : 4000 },
    );
  const run = async (end: ServiceEnd) => {
    if (end === 'cancel') {
      const sure = await confirm({ title: t('services.cancel.title', { name }), message: t('services.cancel.text'), confirmLabel: t('services.cancel.confirm') });
      if (!sure) return;
    }
    finish.mutate(
      { serviceId: row.id, end },
      {
        onSuccess: () => toast('success', t(`services.${end}.done`), `${name} · ${row.awb}`),
        onError: (error) => toast('error', t('services.failed'), error.message),
      },
    );
  };
  const busy = finish.isPending;
  return (
    <div className={styles.bar}>
      {done ? (
        <Button size="small" icon={busy && finish.variables.end === 'done' ? <Pending size="tiny" /> : <CheckmarkRegular />} disabled={busy} onClick={() => void run('done')} data-testid="service-done">
          {t('services.done.open')}
        </Button>
      ) : null}
      {cancel ? (
        <Button size="small" appearance="subtle" icon={busy && finish.variables.end === 'cancel' ? <Pending size="tiny" /> : <DismissRegular />} disabled={busy} onClick={() => void run('cancel')} data-testid="service-cancel">
          {t('services.cancel.open')}
        </Button>
      ) : null}
    </div>
  );
}
