import { makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { routePath } from '@shared/routes';
import { AppLink } from '@/components/AppLink';
import { useDocuments } from '../api/documents';
import { DocumentsTable } from '../documents/DocumentsTable';
import { useDocumentActions } from '../documents/use-document-actions';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

const LATEST = 10;

/** A contract's documents tab: its latest documents to download, and the way to all of them. */
export function ContractDocumentsTab({ contractId }: { contractId: number }) {
  const styles = useStyles();
  const { t } = useTranslation('finance');
  const documents = useDocuments({ page: 1, size: LATEST, sort: '-date', contractId }, { throwOnError: false });
  const actions = useDocumentActions();
  const rows = documents.data?.items ?? [];
  if (documents.isPending) return <Spinner size="small" />;
  return (
    <div className={styles.root}>
      {actions.problem ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{actions.problem}</MessageBarBody>
        </MessageBar>
      ) : null}
      {rows.length ? (
        <DocumentsTable rows={rows} sort="-date" density="compact" showContract={false} downloading={actions.downloading} onDownload={actions.onDownload} natural />
      ) : (
        <Text className={styles.muted}>{documents.error ? documents.error.message : t('documents.none')}</Text>
      )}
      {documents.data && documents.data.total > rows.length ? <AppLink to={`${routePath('documents')}?contractId=${contractId}`}>{t('documents.all', { count: documents.data.total })}</AppLink> : null}
    </div>
  );
}
