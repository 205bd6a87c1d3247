import { AppError } from '../../shared/errors.ts';
import { t } from '../i18n/backend-language.ts';

/** The built-in marketplace of the Demo profile, as the composition root hands it to the backend. */
export interface DemoMarketplace {
  sellerBaseUrl: string;
  authUrl: string;
  affiliateBaseUrl: string;
  selfAccess: { appId: string; appSecret: string };
  affiliate: { trackingId: string; token: string };
  close(): Promise<void>;
}

/** Starts the Demo marketplace: on `port` when given (it fails when that port is taken), else on a free one. */
export type StartDemoMarketplace = (port?: number) => Promise<DemoMarketplace>;

/** Starts the demo marketplace once, on first need, and shares it. */
export class DemoMarketplaceHandle {
  private readonly start: StartDemoMarketplace;
  private running: Promise<DemoMarketplace> | undefined;
  /** What its start waits for (see `holdUntil`), and what ends that wait early (closing). */
  private held: Promise<void> = Promise.resolve();
  private endHold: () => void = () => undefined;
  /** Set by `close`, for good: a start still held then does not happen, and none begins after. */
  private closed = false;

  constructor(start: StartDemoMarketplace) {
    this.start = start;
  }

  private up = false;

  /**
   * Its start, whoever asks first, waits for `release` (which never fails): a launch holds it while the first screen
   * is drawn from the cache. Once started, later holds change nothing; closing ends the hold without a start.
   */
  holdUntil(release: Promise<void>): void {
    this.held = Promise.race([release, new Promise<void>((end) => (this.endHold = end))]);
  }

  get(): Promise<DemoMarketplace> {
    if (this.running !== undefined) return this.running;
    const stopped = () => new AppError('CANCELLED', t('errors.backend.stopped'));
    // A call after closing (a resume that was waiting, say) would start a marketplace nobody closes.
    if (this.closed) return Promise.reject(stopped());
    const running: Promise<DemoMarketplace> = this.held
      .then(() => {
        if (this.closed) throw stopped();
        return this.start();
      })
      .then(
        (marketplace) => {
          this.up = true;
          return marketplace;
        },
        (error: unknown) => {
          if (this.running === running) this.running = undefined;
          throw error;
        },
      );
    this.running = running;
    return running;
  }

  /** Whether the marketplace has started and answered with its addresses and credentials. */
  started(): boolean {
    return this.up;
  }

  async close(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    this.up = false;
    this.closed = true;
    this.held = Promise.resolve();
    this.endHold();
    if (running)
      await running.then(
        (marketplace) => marketplace.close(),
        () => undefined,
      );
  }
}
