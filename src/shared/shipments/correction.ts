// Section 4's shipment adjustment: an issued AWB may be corrected for the airline settings'
// correction timeout, counted from the issue until its FWB is sent and from the sending after
// (section 3's "correction timeout before and after sending"); then 'time for adjustments is
// over'. Before the issue nothing is counted: a booking's data is the client's to complete.

export interface CorrectionTimes {
  issuedAt: string | null;
  /** When the AWB's FWB was sent (the messaging area's); null until then. */
  fwbSentAt: string | null;
}

export interface CorrectionSettings {
  /** Minutes after the issue while the FWB is not sent; null: no limit. */
  beforeMinutes: number | null;
  /** Minutes after the FWB was sent; null: no limit. */
  afterMinutes: number | null;
}

export type CorrectionWindow =
  /** Not issued: free to complete. */
  | { state: 'free' }
  /** Issued and within the timeout (`until` null: the setting sets no limit). */
  | { state: 'open'; until: string | null; sent: boolean }
  /** The timeout has passed. */
  | { state: 'over'; since: string; sent: boolean };

const MINUTE = 60_000;

export function correctionWindow(times: CorrectionTimes, settings: CorrectionSettings, now: number): CorrectionWindow {
  if (times.issuedAt === null) return { state: 'free' };
  const sent = times.fwbSentAt !== null;
  const from = Date.parse(sent ? times.fwbSentAt! : times.issuedAt);
  const minutes = sent ? settings.afterMinutes : settings.beforeMinutes;
  if (minutes === null) return { state: 'open', until: null, sent };
  const until = from + minutes * MINUTE;
  return now < until ? { state: 'open', until: new Date(until).toISOString(), sent } : { state: 'over', since: new Date(until).toISOString(), sent };
}

/** Milliseconds left of an open window at `now` (0 once over; null when unlimited or not counted). */
export function correctionLeft(window: CorrectionWindow, now: number): number | null {
  if (window.state === 'over') return 0;
  if (window.state === 'free' || window.until === null) return null;
  return Math.max(0, Date.parse(window.until) - now);
}
