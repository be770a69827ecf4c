import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DocumentAddRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import { FINANCE_ABILITIES } from '@shared/finance';
import { PageFrame } from '@/components/PageFrame';
import { BlockListSurface } from '@/components/resource/BlockListSurface';
import { listDensityAtom } from '@/components/resource/density';
import { Surface } from '@/components/Surface';
import { mobileAtom, userAtom } from '@/lib/state';
import { useAddressView, useLastPageWithRows } from '@/lib/view-query';
import { useContractBalances } from '@/lib/contract-balances';
import { useDocuments, useDownloadDocument } from '../api/documents';
import { DocumentFilters } from '../documents/DocumentFilters';
import { documentFilterCount, documentQueryParams, parseDocumentQuery } from '../documents/documents-query';
import { DocumentCards, DocumentsTable } from '../documents/DocumentsTable';
import { GenerateDocumentDialog } from '../documents/GenerateDocumentDialog';
import { UploadDocumentDialog } from '../documents/UploadDocumentDialog';
import { useDocumentActions } from '../documents/use-document-actions';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  filters: { padding: tokens.spacingHorizontalM },
});

/**
 * The documents page (section 2's Finances menu): a client's acts, invoices, claims and the
 * airline's tariff documents, or the airline's for its staff, filtered, paged and downloaded.
 * Staff holding financial.document.edit make an act or an invoice (УПД) from a contract's ledger
 * for a period, and upload claims and tariff documents.
 */
export default function DocumentsPage() {
  const styles = useStyles();
  const { t } = useTranslation(['finance', 'resources']);
  const mobile = useAtomValue(mobileAtom);
  const user = useAtomValue(userAtom);
  const density = useAtomValue(listDensityAtom);
  const [query, update] = useAddressView(parseDocumentQuery, documentQueryParams);
  const contracts = useContractBalances();
  const list = useDocuments(query);
  const actions = useDocumentActions();
  const downloadMade = useDownloadDocument();
  const staff = user?.airline != null;
  const canEdit = staff && can(user?.abilities, FINANCE_ABILITIES.documentsEdit);
  const [dialog, setDialog] = useState<'generate' | 'upload' | null>(null);
  const all = contracts.data ?? [];
  const rows = list.data?.items ?? [];
  useLastPageWithRows(list.data, query, update);

  return (
    <PageFrame
      title={t('documents.title')}
      actions={
        canEdit ? (
          <div className={styles.actions}>
            <Button icon={<ArrowUploadRegular />} disabled={!all.length} onClick={() => setDialog('upload')}>
              {t('documents.upload.open')}
            </Button>
            <Button appearance="primary" icon={<DocumentAddRegular />} disabled={!all.length} onClick={() => setDialog('generate')}>
              {t('documents.generate.open')}
            </Button>
          </div>
        ) : null
      }
    >
      {actions.problem ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{actions.problem}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Surface className={styles.filters}>
        <DocumentFilters query={query} contracts={all} onChange={update} />
      </Surface>
      <BlockListSurface
        error={list.error}
        loading={list.isPending}
        count={rows.length}
        empty={t(documentFilterCount(query) ? 'documents.noneFiltered' : 'documents.none')}
        page={query.page}
        size={query.size}
        total={list.data?.total}
        onChange={update}
        grow="tall"
      >
        {mobile ? (
          <DocumentCards rows={rows} downloading={actions.downloading} onDownload={actions.onDownload} onRemove={canEdit ? (row) => void actions.onRemove(row) : undefined} />
        ) : (
          <DocumentsTable
            rows={rows}
            sort={query.sort}
            density={density}
            showContract={staff || all.length > 1}
            downloading={actions.downloading}
            onDownload={actions.onDownload}
            onRemove={canEdit ? (row) => void actions.onRemove(row) : undefined}
            onSort={(sort) => update({ sort, page: 1 })}
            natural
          />
        )}
      </BlockListSurface>
      {dialog === 'generate' ? (
        <GenerateDocumentDialog
          contracts={all}
          contractId={query.contractId}
          onClose={() => setDialog(null)}
          onDone={(row) => {
            setDialog(null);
            downloadMade.mutate(row);
          }}
        />
      ) : null}
      {dialog === 'upload' ? <UploadDocumentDialog contracts={all} contractId={query.contractId} onClose={() => setDialog(null)} /> : null}
    </PageFrame>
  );
}
