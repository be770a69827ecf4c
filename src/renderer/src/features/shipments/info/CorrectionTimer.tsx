import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ClockRegular, LockClosedRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorrectionWindow } from '@shared/shipments';
import { correctionText, correctionView } from './correction-text';

const useStyles = makeStyles({
  timer: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontVariantNumeric: 'tabular-nums' },
  over: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * Section 4's shipment adjustment: while the correction time runs, the time left ticks by the second;
 * then 'time for adjustments is over' (and `onOver`, so the page reads what it may do now). Nothing
 * before the issue.
 */
export function CorrectionTimer({ window, onOver }: { window: CorrectionWindow; onOver?(): void }) {
  const styles = useStyles();
  const { t } = useTranslation('shipments');
  const [now, setNow] = useState(() => Date.now());
  const view = correctionView(window, now);
  const ticking = view.kind === 'left';
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  const over = view.kind === 'over';
  const ranOut = over && window.state === 'open';
  useEffect(() => {
    if (ranOut) onOver?.();
  }, [ranOut, onOver]);
  const text = correctionText(view, t);
  if (!text) return null;
  // role="timer": read when asked, not announced every second.
  return (
    <Text role="timer" className={mergeClasses(styles.timer, over && styles.over)} data-testid="correction-timer" data-state={view.kind}>
      {over ? <LockClosedRegular aria-hidden /> : <ClockRegular aria-hidden />}
      {text}
    </Text>
  );
}
