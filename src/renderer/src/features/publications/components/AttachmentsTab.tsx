import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicationAttachment } from '@shared/publications';
import { useDownload } from '@/components/resource/use-download';
import { formatNumber } from '@/lib/format';
import { useFetchAttachment } from '../api/publications';
import { fileSize } from './file-size';

const useStyles = makeStyles({
  number: { whiteSpace: 'nowrap', width: '140px' },
  action: { width: '56px' },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** The publication's files, each downloaded under its name. */
export function AttachmentsTab({ attachments }: { attachments: readonly PublicationAttachment[] }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('publications');
  const fetchFile = useFetchAttachment();
  const { busy, error, download } = useDownload();
  const [current, setCurrent] = useState<number | null>(null);
  if (!attachments.length) return <Text className={styles.empty}>{t('attachments.none')}</Text>;
  return (
    <>
      {error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Table size="small" aria-label={t('tabs.attachments')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('attachments.name')}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{t('attachments.size')}</TableHeaderCell>
            <TableHeaderCell className={styles.action} />
          </TableRow>
        </TableHeader>
        <TableBody>
          {attachments.map((file) => {
            const size = fileSize(file.size);
            const loading = busy && current === file.id;
            return (
              <TableRow key={file.id}>
                <TableCell>{file.name}</TableCell>
                <TableCell className={styles.number}>{t(`units.${size.unit}`, { value: formatNumber(size.value, i18n.language, size.unit === 'b' ? 0 : 1) })}</TableCell>
                <TableCell>
                  <Button
                    appearance="subtle"
                    icon={loading ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
                    disabled={busy}
                    aria-label={t('attachments.download', { name: file.name })}
                    title={t('attachments.download', { name: file.name })}
                    onClick={() => {
                      setCurrent(file.id);
                      void download(() => fetchFile(file.id), file.name);
                    }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
