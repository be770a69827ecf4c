import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';
import { KeyResetRegular, SendRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import type { ResourceRow } from '@shared/resources/list-query';
import { WEBHOOK_ABILITIES } from '@shared/webhooks/abilities';
import { Pending } from '@/components/Pending';
import { useDoneToast } from '@/components/resource/use-done-toast';
import { useConfirm } from '@/lib/confirm';
import { userAtom } from '@/lib/state';
import { useRotateSecret } from '../api/rotate-secret';
import { useSendPing } from '../api/send-ping';
import { SecretBox } from './SecretBox';

/** Beside Edit and Delete: a test event, and a new secret (asked first: the client's check fails until it is updated). */
export function WebhookActions({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('resources/webhooks');
  const user = useAtomValue(userAtom);
  const confirm = useConfirm();
  const done = useDoneToast();
  const ping = useSendPing(row.id);
  const rotate = useRotateSecret(row.id);
  const [secret, setSecret] = useState<string | null>(null);
  if (!can(user?.abilities, WEBHOOK_ABILITIES.edit)) return null;
  const replace = async () => {
    if (!(await confirm({ title: t('secret.rotate'), message: t('secret.rotateConfirm'), confirmLabel: t('secret.rotate') }))) return;
    rotate.mutate(undefined, { onSuccess: (answer) => setSecret(answer.secret) });
  };
  return (
    <>
      <Button icon={ping.isPending ? <Pending size="tiny" /> : <SendRegular />} disabled={ping.isPending} onClick={() => ping.mutate(undefined, { onSuccess: () => done(t('log.pinged'), String(row.url)) })}>
        {t('log.ping')}
      </Button>
      <Button icon={rotate.isPending ? <Pending size="tiny" /> : <KeyResetRegular />} disabled={rotate.isPending} onClick={() => void replace()}>
        {t('secret.rotate')}
      </Button>
      {ping.error ? <Text role="alert">{ping.error.message}</Text> : null}
      {rotate.error ? <Text role="alert">{rotate.error.message}</Text> : null}
      {secret ? (
        <Dialog open modalType="alert">
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{t('secret.rotated')}</DialogTitle>
              <DialogContent>
                <SecretBox secret={secret} />
              </DialogContent>
              <DialogActions>
                <Button appearance="primary" onClick={() => setSecret(null)}>
                  OK
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      ) : null}
    </>
  );
}
