import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
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
  Textarea,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components';
import { DocumentArrowUpRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT_SIZES } from '@shared/constants';
import type { SsimReport, SsimStatus } from '@shared/flights';
import { Pending } from '@/components/Pending';
import { HiddenFileInput } from '@/components/resource/UploadSteps';
import { useImportSsim } from '../api/import-ssim';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: 'min(960px, calc(100vw - 32px))' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // A record is 200 columns: kept on one line, scrolled sideways, so the columns stay readable.
  text: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre', overflowX: 'auto' },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  report: { maxHeight: '50vh', overflow: 'auto', border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  // Columns as wide as their content, the message taking what is left.
  table: { tableLayout: 'auto' },
  number: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});

const COLORS: Record<SsimStatus, BadgeProps['color']> = { created: 'success', updated: 'brand', unchanged: 'informative', refused: 'danger' };

function ReportTable({ report }: { report: SsimReport }) {
  const styles = useStyles();
  const { t } = useTranslation('flights');
  return (
    <>
      <Text role="status">{t('ssim.counts', report.counts)}</Text>
      <div className={styles.report}>
        <Table className={styles.table} size="small" aria-label={t('ssim.title')}>
          <TableHeader>
            <TableRow>
              {(['record', 'flight', 'period', 'status', 'message'] as const).map((column) => (
                <TableHeaderCell key={column}>{t(`ssim.columns.${column}`)}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.records.map((row) => (
              <TableRow key={row.record}>
                <TableCell className={styles.number}>{row.record}</TableCell>
                <TableCell className={styles.number}>{row.flight ?? '—'}</TableCell>
                <TableCell className={styles.number}>{row.period ?? '—'}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={COLORS[row.status]}>
                    {t(`ssim.statuses.${row.status}`)}
                  </Badge>
                </TableCell>
                <TableCell>{row.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

/**
 * Importing an SSIM schedule file (issue 18): a file read in the browser as text, or the text
 * pasted; the server saves each flight's schedule as the flight form does and answers a report per
 * record, shown here until the dialog closes.
 */
export function SsimImportDialog({ onClose }: { onClose(): void }) {
  const styles = useStyles();
  const { t } = useTranslation('flights');
  const importing = useImportSsim();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = importing.isPending;

  const readFile = (file: File) => {
    setProblem(null);
    file.text().then(
      (content) => {
        setText(content);
        setFileName(file.name);
      },
      () => setProblem(t('ssim.fileUnreadable')),
    );
  };
  const submit = () => {
    if (!text.trim()) {
      setProblem(t('ssim.empty'));
      return;
    }
    setProblem(null);
    importing.mutate(text, { onError: (error) => setProblem(error instanceof Error ? error.message : String(error)) });
  };

  return (
    <Dialog open onOpenChange={(_, data) => (!data.open && !busy ? onClose() : undefined)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('ssim.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{t('ssim.hint')}</Text>
            <div className={styles.file}>
              <HiddenFileInput ref={input} accept=".ssim,.txt,text/plain" label={t('ssim.file')} onFile={readFile} />
              <Button icon={<DocumentArrowUpRegular />} disabled={busy} onClick={() => input.current?.click()}>
                {t('ssim.file')}
              </Button>
              {fileName ? <Text>{fileName}</Text> : null}
            </div>
            <Field label={t('ssim.text')}>
              <Textarea
                textarea={{ className: styles.text }}
                resize="vertical"
                rows={6}
                value={text}
                disabled={busy}
                onChange={(_, data) => {
                  setText(data.value);
                  setFileName(null);
                }}
              />
            </Field>
            {problem ? (
              <MessageBar intent="error" layout="multiline">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            ) : null}
            {importing.data && !busy ? <ReportTable report={importing.data} /> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy} icon={busy ? <Pending size="tiny" /> : undefined} onClick={submit}>
              {t('ssim.submit')}
            </Button>
            <Button disabled={busy} onClick={onClose}>
              {t('ssim.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
