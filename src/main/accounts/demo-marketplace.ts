/** The built-in marketplace of the Demo profile, as the composition root hands it to the backend. */
export interface DemoMarketplace {
  sellerBaseUrl: string;
  authUrl: string;
  affiliateBaseUrl: string;
  selfAccess: { appId: string; appSecret: string };
  affiliate: { trackingId: string; token: string };
  close(): Promise<void>;
}

export type StartDemoMarketplace = () => Promise<DemoMarketplace>;

/** Starts the demo marketplace once, on first need, and shares it. */
export class DemoMarketplaceHandle {
  private readonly start: StartDemoMarketplace;
  private running: Promise<DemoMarketplace> | undefined;

  constructor(start: StartDemoMarketplace) {
    this.start = start;
  }

  private up = false;

  get(): Promise<DemoMarketplace> {
    this.running ??= this.start().then(
      (marketplace) => {
        this.up = true;
        return marketplace;
      },
      (error: unknown) => {
        this.running = undefined;
        throw error;
      },
    );
    return this.running;
  }

  /** Whether the marketplace has started and answered with its addresses and credentials. */
  started(): boolean {
    return this.up;
  }

  async close(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    this.up = false;
    if (running) await (await running).close();
  }
}
