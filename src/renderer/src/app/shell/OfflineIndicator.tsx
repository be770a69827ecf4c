import { makeStyles, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { offlineAtom } from '@/lib/state';

const useStyles = makeStyles({ bar: { position: 'sticky', top: 0, zIndex: 900, borderRadius: 0 } });

/** Section 1: offline and online events toggle this indicator. */
export function OfflineIndicator() {
  const styles = useStyles();
  const { t } = useTranslation();
  const offline = useAtomValue(offlineAtom);
  if (!offline) return null;
  return (
    <MessageBar className={styles.bar} intent="warning" layout="singleline" role="status" data-testid="offline-indicator">
      <MessageBarBody>{t('shell.offline')}</MessageBarBody>
    </MessageBar>
  );
}
