import { Button, makeStyles, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import { ONE_RECORD_PREFIX } from '@shared/one-record';
import type { ResourceRow } from '@shared/resources/list-query';
import { SETTINGS_ABILITIES } from '@shared/settings/abilities';
import { useConfirm } from '@/lib/confirm';
import { formatDateTime } from '@/lib/format';
import { baseUrlAtom, userAtom } from '@/lib/state';
import { useOneRecordSubscriptions, useOneRecordTokens, useRevokeToken } from './api';
import { IssueTokenDialog } from './IssueTokenDialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalXL },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  mono: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

/**
 * The airline's ONE Record access under its settings' info page: the tokens partners' systems read
 * with (issued, named, revoked here) and, read-only, what those systems subscribed to.
 */
export function OneRecordSettings({ row }: { row: ResourceRow }) {
  const user = useAtomValue(userAtom);
  // Tokens are the staff's own airline's; the settings of another airline show none.
  if (!user?.airline || row.id !== user.airline.id || !can(user.abilities, SETTINGS_ABILITIES.view)) return null;
  return <OneRecordPanel mayEdit={can(user.abilities, SETTINGS_ABILITIES.edit)} />;
}

function OneRecordPanel({ mayEdit }: { mayEdit: boolean }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('one-record');
  const baseUrl = useAtomValue(baseUrlAtom);
  const confirm = useConfirm();
  const tokensQuery = useOneRecordTokens();
  const subscriptionsQuery = useOneRecordSubscriptions();
  const revoke = useRevokeToken();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  const askRevoke = async (id: number, name: string) => {
    if (await confirm({ title: t('tokens.revoke'), message: t('tokens.revokeConfirm', { name }), confirmLabel: t('tokens.revoke') })) revoke.mutate(id);
  };
  const tokenRows = tokensQuery.data?.items ?? [];
  const subscriptionRows = subscriptionsQuery.data?.items ?? [];
  return (
    <section className={styles.root} aria-label={t('title')}>
      <div className={styles.head}>
        <Subtitle2>{t('title')}</Subtitle2>
        {mayEdit ? <IssueTokenDialog /> : null}
      </div>
      <Text className={styles.muted}>{t('intro', { url: `${baseUrl || window.location.origin}${ONE_RECORD_PREFIX}/logistics-objects/` })}</Text>
      {tokensQuery.error ? <Text role="alert">{tokensQuery.error.message}</Text> : null}
      {revoke.error ? <Text role="alert">{revoke.error.message}</Text> : null}
      {tokensQuery.isSuccess && !tokenRows.length ? (
        <Text>{t('tokens.empty')}</Text>
      ) : (
        <Table size="small" aria-label={t('tokens.title')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('tokens.name')}</TableHeaderCell>
              <TableHeaderCell>{t('tokens.createdAt')}</TableHeaderCell>
              <TableHeaderCell>{t('tokens.lastUsedAt')}</TableHeaderCell>
              <TableHeaderCell>{t('tokens.subscriptions')}</TableHeaderCell>
              <TableHeaderCell>{t('tokens.state')}</TableHeaderCell>
              {mayEdit ? <TableHeaderCell aria-label={t('tokens.revoke')} /> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {tokenRows.map((token) => (
              <TableRow key={token.id}>
                <TableCell>{token.name}</TableCell>
                <TableCell>
                  {when(token.createdAt)}
                  {token.createdBy ? <Text className={styles.muted}> · {token.createdBy}</Text> : null}
                </TableCell>
                <TableCell>{when(token.lastUsedAt)}</TableCell>
                <TableCell>{token.subscriptions}</TableCell>
                <TableCell>{token.revokedAt ? t('tokens.revokedAt', { when: when(token.revokedAt) }) : t('tokens.active')}</TableCell>
                {mayEdit ? (
                  <TableCell>
                    {token.revokedAt ? null : (
                      <Button size="small" icon={<DeleteRegular />} disabled={revoke.isPending} onClick={() => void askRevoke(token.id, token.name)}>
                        {t('tokens.revoke')}
                      </Button>
                    )}
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Subtitle2>{t('subscriptions.title')}</Subtitle2>
      {subscriptionsQuery.error ? <Text role="alert">{subscriptionsQuery.error.message}</Text> : null}
      {subscriptionsQuery.isSuccess && !subscriptionRows.length ? (
        <Text>{t('subscriptions.empty')}</Text>
      ) : (
        <Table size="small" aria-label={t('subscriptions.title')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('subscriptions.token')}</TableHeaderCell>
              <TableHeaderCell>{t('subscriptions.topic')}</TableHeaderCell>
              <TableHeaderCell>{t('subscriptions.callbackUrl')}</TableHeaderCell>
              <TableHeaderCell>{t('subscriptions.createdAt')}</TableHeaderCell>
              <TableHeaderCell>{t('tokens.state')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {subscriptionRows.map((subscription) => (
              <TableRow key={subscription.id}>
                <TableCell>{subscription.tokenName}</TableCell>
                <TableCell>{t(`subscriptions.topicType.${subscription.topicType}`, { topic: subscription.topic })}</TableCell>
                <TableCell className={styles.mono}>{subscription.callbackUrl}</TableCell>
                <TableCell>{when(subscription.createdAt)}</TableCell>
                <TableCell>{subscription.endedAt ? t('subscriptions.endedAt', { when: when(subscription.endedAt) }) : t('tokens.active')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
