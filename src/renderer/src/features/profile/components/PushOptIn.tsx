import { Caption1, makeStyles, MessageBar, MessageBarBody, Subtitle2, Switch, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disablePush, enablePush, pushState, type PushState } from '@/lib/push';
import { electronAtom } from '@/lib/state';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** Section 2's push opt-in: the browser's permission asked on first use; a block is explained. */
export function PushOptIn() {
  const styles = useStyles();
  const { t } = useTranslation('profile');
  const desktop = useAtomValue(electronAtom);
  const [state, setState] = useState<PushState>(() => pushState());
  const [busy, setBusy] = useState(false);
  return (
    <section className={styles.box} aria-labelledby="push-title">
      <Subtitle2 id="push-title">{t('push.title')}</Subtitle2>
      {desktop ? (
        <Caption1 className={styles.hint}>{t('push.desktop')}</Caption1>
      ) : (
        <>
          <Caption1 className={styles.hint}>{t('push.hint')}</Caption1>
          <Switch
            label={t('push.enable')}
            checked={state === 'on'}
            disabled={busy || state === 'unsupported' || state === 'blocked'}
            onChange={(_, data) => {
              if (!data.checked) return setState(disablePush());
              setBusy(true);
              void enablePush()
                .then(setState)
                .finally(() => setBusy(false));
            }}
          />
          {state === 'blocked' ? (
            <MessageBar intent="warning" role="status">
              <MessageBarBody>{t('push.blocked')}</MessageBarBody>
            </MessageBar>
          ) : null}
          {state === 'unsupported' ? <Caption1 className={styles.hint}>{t('push.unsupported')}</Caption1> : null}
        </>
      )}
    </section>
  );
}
