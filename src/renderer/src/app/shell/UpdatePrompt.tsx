import { Button, Link, makeStyles, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { availableBuildAtom, dismissedBuildAtom } from '@/lib/updates';

const useStyles = makeStyles({
  bar: { position: 'fixed', bottom: tokens.spacingVerticalL, right: tokens.spacingHorizontalL, zIndex: 950, maxWidth: '520px', boxShadow: tokens.shadow16 },
});

/** Section 1's update prompt: reload now, or later (until an even newer build appears). */
export default function UpdatePrompt() {
  const styles = useStyles();
  const { t } = useTranslation();
  const build = useAtomValue(availableBuildAtom);
  const dismiss = useSetAtom(dismissedBuildAtom);
  return (
    <MessageBar className={styles.bar} intent="info" role="status" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('update.title')}</MessageBarTitle>
        {t('update.text')}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={() => window.location.reload()}>
          {t('actions.reloadNow')}
        </Button>
        <Link as="button" onClick={() => dismiss(build)}>
          {t('actions.later')}
        </Link>
      </MessageBarActions>
    </MessageBar>
  );
}
