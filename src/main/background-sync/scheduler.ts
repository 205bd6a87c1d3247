import type { BackgroundSyncState } from '../../shared/app/payloads.ts';
import { t } from '../i18n/backend-language.ts';

/** Choices offered in Settings; 0 is off. */
export const BACKGROUND_SYNC_MINUTES = [0, 5, 15, 30, 60] as const;

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** One background round: what it found, for the notification. */
export interface RoundResult {
  /** Orders waiting to be packed before and after the shipment sync. */
  toPackBefore: number;
  toPackAfter: number;
  categories: number;
}

export interface SchedulerOptions {
  /** The work of one round (an incremental shipment sync, a delta sync of each synced category). */
  round(): Promise<RoundResult>;
  minutes(): number;
  saveMinutes(minutes: number): void;
  now: () => Date;
  timers?: Timers;
  /** True when the OS says the computer runs on battery: the round is skipped then. */
  onBattery?: () => boolean;
  changed(state: BackgroundSyncState): void;
  newOrders(count: number): void;
  onError(error: unknown): void;
}

/**
 * Background sync while the app is open: every N minutes (a setting, off at 0) one round, never two at once;
 * skipped on battery; the next run's time is part of the state the status bar shows. New orders to pack after a
 * round are announced once (the host shows an OS notification or an in-app toast).
 */
export class BackgroundSyncScheduler {
  private readonly o: SchedulerOptions;
  private readonly timers: Timers;
  private handle: unknown = null;
  private nextRunAt: Date | null = null;
  private running = false;
  private lastResult: 'done' | 'skipped-on-battery' | 'failed' | null = null;
  private stopped = false;

  constructor(options: SchedulerOptions) {
    this.o = options;
    this.timers = options.timers ?? realTimers;
  }

  state(): BackgroundSyncState {
    return {
      minutes: this.o.minutes(),
      nextRunAt: this.nextRunAt?.toISOString() ?? null,
      running: this.running,
      lastResult: this.lastResult,
    };
  }

  start(): void {
    this.stopped = false;
    this.plan();
  }

  stop(): void {
    this.stopped = true;
    if (this.handle !== null) this.timers.clear(this.handle);
    this.handle = null;
    this.nextRunAt = null;
  }

  setMinutes(minutes: number): BackgroundSyncState {
    if (!(BACKGROUND_SYNC_MINUTES as readonly number[]).includes(minutes))
      throw new RangeError(
        t('shipments.backgroundSync.badMinutes', {
          choices: BACKGROUND_SYNC_MINUTES.slice(1).join(', '),
          minutes,
        }),
      );
    this.o.saveMinutes(minutes);
    this.plan();
    return this.state();
  }

  private plan(): void {
    if (this.handle !== null) this.timers.clear(this.handle);
    this.handle = null;
    const minutes = this.o.minutes();
    if (this.stopped || minutes === 0) this.nextRunAt = null;
    else {
      const ms = minutes * 60_000;
      this.nextRunAt = new Date(this.o.now().getTime() + ms);
      this.handle = this.timers.set(() => void this.run(), ms);
    }
    this.o.changed(this.state());
  }

  /** One round now (also what the timer calls). */
  async run(): Promise<void> {
    if (this.running || this.stopped) return;
    if (this.o.onBattery?.()) {
      this.lastResult = 'skipped-on-battery';
      return this.plan();
    }
    this.running = true;
    this.o.changed(this.state());
    try {
      const result = await this.o.round();
      this.lastResult = 'done';
      const added = result.toPackAfter - result.toPackBefore;
      if (added > 0) this.o.newOrders(added);
    } catch (error) {
      this.lastResult = 'failed';
      this.o.onError(error);
    } finally {
      this.running = false;
      this.plan();
    }
  }
}

/** The notice of new orders to pack after a round (an OS notification, or a toast in the web host). */
export function newOrdersMessage(count: number): string {
  return t('shipments.backgroundSync.newOrders', { count });
}
