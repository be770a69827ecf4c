import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentRow } from '@shared/finance';
import { useDoneToast } from '@/components/resource/use-done-toast';
import { useConfirm } from '@/lib/confirm';
import { useDownloadDocument, useRemoveDocument } from '../api/documents';

/** A list's document actions: download (the row downloading shows it), and delete an uploaded one after asking; a failure is told. */
export function useDocumentActions() {
  const { t } = useTranslation('finance');
  const confirm = useConfirm();
  const done = useDoneToast();
  const download = useDownloadDocument();
  const remove = useRemoveDocument();
  const [problem, setProblem] = useState<string | null>(null);
  const name = (row: DocumentRow) => t('documents.name', { type: t(`documents.types.${row.type}`), number: row.number });
  const fail = (error: unknown) => setProblem(error instanceof Error ? error.message : String(error));
  return {
    problem,
    downloading: download.isPending ? (download.variables?.id ?? null) : null,
    onDownload: (row: DocumentRow) => {
      setProblem(null);
      download.mutate(row, { onError: fail });
    },
    onRemove: async (row: DocumentRow) => {
      setProblem(null);
      if (!(await confirm({ title: t('documents.removeTitle'), message: t('documents.removeQuestion', { name: name(row) }), confirmLabel: t('documents.removeConfirm') }))) return;
      remove.mutate(row, { onError: fail, onSuccess: () => done(t('documents.removed'), name(row)) });
    },
  };
}
