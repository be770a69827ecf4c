import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT_SIZES } from '@shared/constants';
import { apiOf } from '@shared/resources/api';
import type { ResourceDef } from '@shared/resources/define';
import { isApiError } from '@/lib/api/api-error';
import { useApi } from '@/lib/api/context';
import { resourceKeys } from './api';
import { HiddenFileInput, UploadProgress } from './UploadSteps';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '760px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  report: { maxHeight: '320px', overflowY: 'auto' },
});

type State =
  | { step: 'idle' }
  | { step: 'uploading'; share: number }
  | { step: 'checking' }
  | { step: 'done'; created: number; updated: number }
  | { step: 'failed'; message: string; rows: { row: string; column: string; message: string }[] };

/** Import from Excel (issue 4): upload with progress, then every row checked, nothing saved on any error. */
export function ImportDialog({ def, open, onClose }: { def: ResourceDef; open: boolean; onClose(): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['resources', `resources/${def.name}`]);
  const api = useApi();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ step: 'idle' });
  const busy = state.step === 'uploading' || state.step === 'checking';

  const columnOf = (key: string) => (key === 'id' ? 'ID' : key === '_' ? '—' : t(`resources/${def.name}:fields.${key}`));

  const send = async (file: File) => {
    setState({ step: 'uploading', share: 0 });
    try {
      const result = await api.upload(apiOf(def).upload, {}, file, (share) => setState(share < 1 ? { step: 'uploading', share } : { step: 'checking' }));
      setState({ step: 'done', ...result });
      await client.invalidateQueries({ queryKey: resourceKeys(def.name).all });
    } catch (error) {
      const rows = isApiError(error)
        ? Object.entries(error.fields ?? {}).map(([key, message]) => {
            const [row = '', column = ''] = key.split('.');
            return { row, column: columnOf(column), message };
          })
        : [];
      const message = isApiError(error) ? (error.serverMessage ?? error.message) : String(error);
      setState({ step: 'failed', message, rows });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('import.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{t('import.hint')}</Text>
            <HiddenFileInput ref={input} accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" label={t('import.choose')} onFile={(file) => void send(file)} />
            {state.step === 'uploading' || state.step === 'checking' ? <UploadProgress step={state.step} share={state.step === 'uploading' ? state.share : 1} checking={t('import.processing')} /> : null}
            {state.step === 'done' ? (
              <MessageBar intent="success" role="status">
                <MessageBarBody>{t('import.done', { created: state.created, updated: state.updated })}</MessageBarBody>
              </MessageBar>
            ) : null}
            {state.step === 'failed' ? (
              <>
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{state.message}</MessageBarBody>
                </MessageBar>
                {state.rows.length ? (
                  <div className={styles.report}>
                    <Table size="small" aria-label={t('import.title')}>
                      <TableHeader>
                        <TableRow>
                          <TableHeaderCell>{t('import.row')}</TableHeaderCell>
                          <TableHeaderCell>{t('import.column')}</TableHeaderCell>
                          <TableHeaderCell>{t('import.message')}</TableHeaderCell>
                        </TableRow>
                      </TableHeader>
                      <TableBody>
                        {state.rows.map((row) => (
                          <TableRow key={`${row.row}.${row.column}`}>
                            <TableCell>{row.row}</TableCell>
                            <TableCell>{row.column}</TableCell>
                            <TableCell>{row.message}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </div>
                ) : null}
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={onClose}>
              {t('common:actions.close')}
            </Button>
            <Button appearance="primary" icon={<ArrowUploadRegular />} disabled={busy} onClick={() => input.current?.click()}>
              {t('import.choose')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
