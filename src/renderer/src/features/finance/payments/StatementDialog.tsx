import {
  Badge,
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
  type BadgeProps,
} from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT_SIZES } from '@shared/constants';
import type { StatementOutcome, StatementResult } from '@shared/finance';
import { formatMoney } from '@shared/money';
import { HiddenFileInput, UploadProgress } from '@/components/resource/UploadSteps';
import { isApiError } from '@/lib/api/api-error';
import { formatDay } from '@/lib/dates';
import { useStatementImport } from '../api/payments';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '920px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  report: { maxHeight: '360px', overflowY: 'auto' },
  amount: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});

const OUTCOME_COLORS: Record<StatementOutcome, BadgeProps['color']> = { accepted: 'success', wait: 'warning', duplicate: 'subtle', outgoing: 'informative' };

type State =
  | { step: 'idle' }
  | { step: 'uploading'; share: number }
  | { step: 'checking' }
  | { step: 'done'; result: StatementResult }
  | { step: 'failed'; message: string; problems: { line: string; key: string; message: string }[] };

/** A scrolling report under its caption. */
function Report({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.report}>
      <Table size="small" aria-label={caption}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column}>{column}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
}

/** What an import did, order by order: accepted on a contract, waiting for a person, imported before, or outgoing. */
function Outcome({ result }: { result: StatementResult }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('finance');
  return (
    <>
      <MessageBar intent={result.wait ? 'warning' : 'success'} role="status">
        <MessageBarBody>{t('statementImport.done', { accepted: result.accepted, wait: result.wait, duplicate: result.duplicate, outgoing: result.outgoing })}</MessageBarBody>
      </MessageBar>
      <Report
        caption={t('statementImport.report')}
        columns={[t('statementImport.line'), t('payments.columns.number'), t('payments.columns.date'), t('payments.columns.payer'), t('payments.columns.amount'), t('statementImport.outcome'), t('payments.columns.contract')]}
      >
        {result.lines.map((line) => (
          <TableRow key={line.line} data-testid="statement-line">
            <TableCell>{line.line}</TableCell>
            <TableCell>{line.number}</TableCell>
            <TableCell>{formatDay(line.date, i18n.language)}</TableCell>
            <TableCell>{[line.payerName, line.payerInn].filter(Boolean).join(' · ') || '—'}</TableCell>
            <TableCell className={styles.amount}>{formatMoney(line.amount, i18n.language, 'full')}</TableCell>
            <TableCell>
              <Badge appearance="tint" color={OUTCOME_COLORS[line.outcome]}>
                {t(`statementImport.outcomes.${line.outcome}`)}
              </Badge>
            </TableCell>
            <TableCell>{line.contractNumber ?? '—'}</TableCell>
          </TableRow>
        ))}
      </Report>
    </>
  );
}

/**
 * Importing the bank's statement (1CClientBankExchange): the upload with its progress, then the
 * whole file checked; a bad one is refused with a problem per line, nothing written; a good one
 * reports each order's outcome. Orders left waiting are assigned from the list afterwards.
 */
export function StatementDialog({ onClose }: { onClose(): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['finance', 'resources', 'common']);
  const input = useRef<HTMLInputElement>(null);
  const statement = useStatementImport();
  const [state, setState] = useState<State>({ step: 'idle' });
  const busy = state.step === 'uploading' || state.step === 'checking';

  const send = async (file: File) => {
    setState({ step: 'uploading', share: 0 });
    try {
      const result = await statement.mutateAsync({ file, onProgress: (share) => setState(share < 1 ? { step: 'uploading', share } : { step: 'checking' }) });
      setState({ step: 'done', result });
    } catch (error) {
      const problems = isApiError(error)
        ? Object.entries(error.fields ?? {}).map(([where, message]) => {
            const [line = '', ...key] = where.split('.');
            return { line, key: key.join('.'), message };
          })
        : [];
      const message = isApiError(error) ? (error.serverMessage ?? error.message) : String(error);
      setState({ step: 'failed', message, problems: problems.filter((problem) => problem.line !== 'file') });
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('statementImport.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{t('statementImport.hint')}</Text>
            <HiddenFileInput ref={input} accept=".txt,text/plain" label={t('statementImport.choose')} onFile={(file) => void send(file)} />
            {state.step === 'uploading' || state.step === 'checking' ? <UploadProgress step={state.step} share={state.step === 'uploading' ? state.share : 1} checking={t('statementImport.checking')} /> : null}
            {state.step === 'done' ? <Outcome result={state.result} /> : null}
            {state.step === 'failed' ? (
              <>
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{state.message}</MessageBarBody>
                </MessageBar>
                {state.problems.length ? (
                  <Report caption={t('statementImport.problems')} columns={[t('statementImport.line'), t('statementImport.key'), t('resources:import.message')]}>
                    {state.problems.map((problem) => (
                      <TableRow key={`${problem.line}.${problem.key}`} data-testid="statement-problem">
                        <TableCell>{problem.line}</TableCell>
                        <TableCell>{problem.key}</TableCell>
                        <TableCell>{problem.message}</TableCell>
                      </TableRow>
                    ))}
                  </Report>
                ) : null}
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button disabled={busy} onClick={onClose}>
              {t('common:actions.close')}
            </Button>
            <Button appearance="primary" icon={<ArrowUploadRegular />} disabled={busy} onClick={() => input.current?.click()}>
              {t('statementImport.choose')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
