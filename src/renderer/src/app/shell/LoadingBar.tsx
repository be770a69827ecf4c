import { makeStyles, ProgressBar } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingProgress, type ProgressState } from '@/lib/loading-progress';

const useStyles = makeStyles({
  bar: { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 },
});

/** The loading progress bar of sections 2 and 9, on top of every page. */
export function LoadingBar({ active }: { active: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [state, setState] = useState<ProgressState>({ visible: false, value: 0 });
  const progress = useRef<LoadingProgress | null>(null);
  useEffect(() => {
    const instance = new LoadingProgress(setState);
    progress.current = instance;
    return () => instance.dispose();
  }, []);
  useEffect(() => progress.current?.setActive(active), [active]);
  if (!state.visible) return null;
  return <ProgressBar className={styles.bar} value={state.value} thickness="large" aria-label={t('shell.loading')} />;
}
