import { TIMINGS } from '@shared/constants';

// Section 9's loading bar: it appears only if loading lasts over 200 ms, creeps towards the end
// over 5 s in 100 ms ticks, jumps to full when loading ends and hides 500 ms later.

export interface ProgressState {
  visible: boolean;
  /** 0 to 1. */
  value: number;
}

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const { startDelayMs, durationMs, tickMs, hideDelayMs } = TIMINGS.loadingBar;
/** The bar never claims to be done before loading is. */
const CEILING = 0.95;

export class LoadingProgress {
  private state: ProgressState = { visible: false, value: 0 };
  private startTimer: unknown = null;
  private tickTimer: unknown = null;
  private hideTimer: unknown = null;
  private active = false;

  constructor(
    private readonly onChange: (state: ProgressState) => void,
    private readonly timers: Timers = globalThis as unknown as Timers,
  ) {}

  private set(state: ProgressState): void {
    this.state = state;
    this.onChange(state);
  }

  private stopTimers(): void {
    for (const handle of [this.startTimer, this.hideTimer]) if (handle !== null) this.timers.clearTimeout(handle);
    if (this.tickTimer !== null) this.timers.clearInterval(this.tickTimer);
    this.startTimer = this.tickTimer = this.hideTimer = null;
  }

  setActive(active: boolean): void {
    if (active === this.active) return;
    this.active = active;
    if (active) {
      this.stopTimers();
      this.startTimer = this.timers.setTimeout(() => {
        this.startTimer = null;
        this.set({ visible: true, value: 0 });
        this.tickTimer = this.timers.setInterval(() => {
          this.set({ visible: true, value: Math.min(CEILING, this.state.value + tickMs / durationMs) });
        }, tickMs);
      }, startDelayMs);
      return;
    }
    const wasVisible = this.state.visible;
    this.stopTimers();
    if (!wasVisible) return;
    this.set({ visible: true, value: 1 });
    this.hideTimer = this.timers.setTimeout(() => {
      this.hideTimer = null;
      this.set({ visible: false, value: 0 });
    }, hideDelayMs);
  }

  dispose(): void {
    this.stopTimers();
  }
}
