import { Button, Link, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipmentAttachment, ShipmentDetail } from '@shared/shipments';
import { saveFile } from '@/components/resource/save-file';
import { useApi } from '@/lib/api/context';
import { useConfirm } from '@/lib/confirm';
import { formatDateTime, formatNumber } from '@/lib/format';
import { downloadAttachment } from '../api/download-attachment';
import { useRemoveAttachment } from '../api/remove-attachment';
import { AttachmentUpload } from './AttachmentUpload';
import { fileSize } from './attachment-values';
import { Empty, Section } from './Section';
import { useFailureToast } from './use-failure-toast';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', minWidth: 0 },
  table: { tableLayout: 'auto' },
  cell: { whiteSpace: 'nowrap' },
  name: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, textAlign: 'start', overflowWrap: 'anywhere' },
  number: { whiteSpace: 'nowrap', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground2 },
  remove: { width: '48px' },
  // Said to a screen reader, not shown: the column holds only the remove buttons.
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

/** One document: its name downloads it; removed, after asking, where the server says the caller may. */
function AttachmentRow({ attachment }: { attachment: ShipmentAttachment }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['shipments', 'reference']);
  const api = useApi();
  const confirm = useConfirm();
  const fail = useFailureToast();
  const remove = useRemoveAttachment();
  const [downloading, setDownloading] = useState(false);
  const language = i18n.language;
  const size = fileSize(attachment.size);
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadAttachment(api, attachment.id), attachment.name);
    } catch (error) {
      fail(t('attachments.downloadFailed', { name: attachment.name }), error);
    } finally {
      setDownloading(false);
    }
  };
  const removeIt = async () => {
    const sure = await confirm({ title: t('attachments.removeTitle'), message: t('attachments.removeMessage', { name: attachment.name }), confirmLabel: t('attachments.remove') });
    if (!sure) return;
    remove.mutateAsync(attachment.id).catch((error: unknown) => fail(t('attachments.removeFailed', { name: attachment.name }), error));
  };
  return (
    <TableRow data-testid="attachment-row">
      <TableCell>
        <Link as="button" className={styles.name} disabled={downloading} onClick={() => void download()} title={t('attachments.download', { name: attachment.name })} data-testid="attachment-download">
          <ArrowDownloadRegular aria-hidden />
          {attachment.name}
        </Link>
      </TableCell>
      <TableCell className={styles.cell}>{t(`reference:shipmentFileType.${attachment.type}`)}</TableCell>
      <TableCell className={styles.number}>{t(`units.${size.unit}`, { value: formatNumber(size.value, language, size.unit === 'b' ? 0 : 1) })}</TableCell>
      <TableCell className={styles.cell}>
        {attachment.by ?? t('history.system')} <span className={styles.muted}>· {formatDateTime(attachment.createdAt, language)}</span>
      </TableCell>
      <TableCell className={styles.remove}>
        {attachment.removable ? (
          <Button appearance="subtle" icon={<DeleteRegular />} disabled={remove.isPending} onClick={() => void removeIt()} aria-label={t('attachments.removeNamed', { name: attachment.name })} data-testid="attachment-remove" />
        ) : null}
      </TableCell>
    </TableRow>
  );
}

/** The shipment's documents (section 2's attachments), and where `can.attach` says so, the form to add one. */
export function AttachmentsSection({ shipment }: { shipment: ShipmentDetail }) {
  const styles = useStyles();
  const { t } = useTranslation('shipments');
  const title = t('info.sections.attachments');
  return (
    <Section title={title} testId="section-attachments">
      {shipment.attachments.length ? (
        <div className={styles.scroller}>
          <Table size="small" className={styles.table} aria-label={title}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('attachments.name')}</TableHeaderCell>
                <TableHeaderCell>{t('attachments.type')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('attachments.size')}</TableHeaderCell>
                <TableHeaderCell>{t('attachments.uploaded')}</TableHeaderCell>
                <TableHeaderCell className={styles.remove}>
                  <span className={styles.hidden}>{t('attachments.actions')}</span>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shipment.attachments.map((attachment) => (
                <AttachmentRow key={attachment.id} attachment={attachment} />
              ))}
            </TableBody>
          </Table>
        </div>
      ) : (
        <Empty>{t('attachments.none')}</Empty>
      )}
      {shipment.can.attach ? <AttachmentUpload shipment={shipment} /> : null}
    </Section>
  );
}
