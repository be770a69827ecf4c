import { correctionLeft, type CorrectionWindow } from '@shared/shipments';

// Section 4's shipment adjustment: while the correction time runs, a timer shows what is left;
// afterwards 'time for adjustments is over'. Before the issue nothing is counted.

export type CorrectionView =
  /** Not issued: the AWB is the client's to complete, nothing counted. */
  | { kind: 'free' }
  /** Issued, and the settings set no limit. */
  | { kind: 'unlimited'; sent: boolean }
  /** Issued, and this much is left (ms). */
  | { kind: 'left'; left: number; sent: boolean }
  | { kind: 'over'; sent: boolean };

/** What the timer shows at `now`: an open window whose end has passed on this clock is over. */
export function correctionView(window: CorrectionWindow, now: number): CorrectionView {
  if (window.state === 'free') return { kind: 'free' };
  const left = correctionLeft(window, now);
  if (window.state === 'over' || left === 0) return { kind: 'over', sent: window.sent };
  if (left === null) return { kind: 'unlimited', sent: window.sent };
  return { kind: 'left', left, sent: window.sent };
}

/** Time left as a clock reads it, whole seconds rounded up (so 0:00 is never shown while it runs): "1:05:09", "4:07"; past a day, hours go on counting ("26:00:00"). */
export function durationText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The timer's words: the time left (before or after the FWB was sent), no limit, or over; null before the issue. */
export function correctionText(view: CorrectionView, t: Translate): string | null {
  switch (view.kind) {
    case 'free':
      return null;
    case 'unlimited':
      return t('info.correction.unlimited');
    case 'left':
      return t(view.sent ? 'info.correction.leftAfterFwb' : 'info.correction.left', { time: durationText(view.left) });
    case 'over':
      return t('info.correction.over');
  }
}
