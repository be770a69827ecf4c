import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CopyRegular, KeyRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import { MESSAGING_ABILITIES } from '@shared/messaging/abilities';
import { cimpApi } from '@shared/messaging/cimp-api';
import type { ResourceRow } from '@shared/resources/list-query';
import { Pending } from '@/components/Pending';
import { resourceKeys } from '@/components/resource/api';
import { useApi } from '@/lib/api/context';
import { useConfirm } from '@/lib/confirm';
import { baseUrlAtom, userAtom } from '@/lib/state';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  token: { fontFamily: tokens.fontFamilyMonospace },
});

/**
 * An HTTP sender's token (incoming settings): made on demand, shown once in a dialog to copy, its
 * hash all the server keeps. Making another replaces the one the sender uses, so that asks first.
 */
export function ReceiveTokenAction({ row }: { row: ResourceRow }) {
  const styles = useStyles();
  const { t } = useTranslation('resources/incoming');
  const api = useApi();
  const client = useQueryClient();
  const confirm = useConfirm();
  const user = useAtomValue(userAtom);
  const baseUrl = useAtomValue(baseUrlAtom);
  const [token, setToken] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const make = useMutation({
    mutationFn: () => api.call(cimpApi.receiveToken, { params: { id: row.id } }),
    onSuccess: async (answer) => {
      setToken(answer.token);
      await client.invalidateQueries({ queryKey: resourceKeys('incoming').all });
    },
  });
  if (row.protocol !== 'HTTP' || !can(user?.abilities, MESSAGING_ABILITIES.incoming.edit)) return null;
  const username = String(row.username);
  const url = `${baseUrl || window.location.origin}${cimpApi.receive.path}`;
  const start = async () => {
    if (row.hasToken === true && !(await confirm({ title: t('token.action'), message: t('token.replace'), confirmLabel: t('token.action') }))) return;
    setCopied(false);
    make.mutate();
  };
  const copy = () => void navigator.clipboard?.writeText(token ?? '').then(() => setCopied(true));
  return (
    <>
      <Button icon={make.isPending ? <Pending size="tiny" /> : <KeyRegular />} disabled={make.isPending} onClick={() => void start()}>
        {t('token.action')}
      </Button>
      {make.error ? <Text role="alert">{make.error.message}</Text> : null}
      {token ? (
        <Dialog open modalType="alert">
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{t('token.title', { username })}</DialogTitle>
              <DialogContent className={styles.content}>
                <Text>{t('token.text', { url, username })}</Text>
                <Input className={styles.token} value={token} readOnly aria-label={t('token.title', { username })} onFocus={(event) => event.target.select()} />
              </DialogContent>
              <DialogActions>
                <Button icon={<CopyRegular />} onClick={copy}>
                  {copied ? t('token.copied') : t('token.copy')}
                </Button>
                <Button appearance="primary" onClick={() => setToken(null)}>
                  {t('token.close')}
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      ) : null}
    </>
  );
}
