import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Publication } from '@shared/publications';
import { useDoneToast } from '@/components/resource/use-done-toast';
import { formatDateTime } from '@/lib/format';
import { useRecipients, useRemind } from '../api/publications';
import { FamiliarizedBadge } from './FamiliarizedBadge';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', justifyContent: 'space-between' },
  muted: { color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/** Whom the publication is addressed to: every client, or the contracts (a client sees its own). */
function Addressed({ publication }: { publication: Publication }) {
  const styles = useStyles();
  const { t } = useTranslation('publications');
  if (publication.recipients.all) return <Text>{t('recipients.all')}</Text>;
  return (
    <div>
      <Text>{t('recipients.contracts')}</Text>
      <ul className={styles.list}>
        {publication.recipients.contracts.map((contract) => (
          <li key={contract.id}>{`${contract.number} · ${contract.contractor}`}</li>
        ))}
      </ul>
    </div>
  );
}

/** Staff's view: every recipient user and whether (and when) they confirmed the current version; a reminder to the rest. */
function Confirmations({ publication }: { publication: Publication }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('publications');
  const recipients = useRecipients(publication.id, true);
  const remind = useRemind(publication.id);
  const done = useDoneToast();
  if (recipients.isPending) return <Spinner size="small" />;
  if (recipients.error) {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{recipients.error.message}</MessageBarBody>
      </MessageBar>
    );
  }
  const data = recipients.data;
  const waiting = data.items.length - data.confirmed;
  return (
    <>
      <div className={styles.head}>
        <Text weight="semibold">{data.familiarizationRequired ? t('recipients.confirmed', { confirmed: data.confirmed, total: data.items.length, version: data.version }) : t('recipients.users', { count: data.items.length })}</Text>
        {data.familiarizationRequired ? (
          <Button
            icon={remind.isPending ? <Spinner size="tiny" /> : <AlertRegular />}
            disabled={remind.isPending || waiting === 0}
            onClick={() => remind.mutate(undefined, { onSuccess: (answer) => done(t('recipients.reminded', { count: answer.reminded }), publication.title) })}
          >
            {t('recipients.remind', { count: waiting })}
          </Button>
        ) : null}
      </div>
      {remind.error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{remind.error.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {data.items.length ? (
        <Table size="small" aria-label={t('tabs.recipients')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('recipients.user')}</TableHeaderCell>
              <TableHeaderCell>{t('recipients.company')}</TableHeaderCell>
              {data.familiarizationRequired ? <TableHeaderCell>{t('familiarized.label')}</TableHeaderCell> : null}
              {data.familiarizationRequired ? <TableHeaderCell>{t('recipients.when')}</TableHeaderCell> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.items.map((row) => (
              <TableRow key={row.userId}>
                <TableCell>
                  {row.name}
                  <div className={styles.muted}>{row.email}</div>
                </TableCell>
                <TableCell>{row.contractor}</TableCell>
                {data.familiarizationRequired ? (
                  <TableCell>
                    <FamiliarizedBadge familiarized={row.familiarizedAt !== null} />
                  </TableCell>
                ) : null}
                {data.familiarizationRequired ? <TableCell>{row.familiarizedAt ? formatDateTime(row.familiarizedAt, i18n.language) : '—'}</TableCell> : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Text className={styles.muted}>{t('recipients.nobody')}</Text>
      )}
    </>
  );
}

export function RecipientsTab({ publication }: { publication: Publication }) {
  const styles = useStyles();
  return (
    <div className={styles.box}>
      <Addressed publication={publication} />
      {publication.editable ? <Confirmations publication={publication} /> : null}
    </div>
  );
}
