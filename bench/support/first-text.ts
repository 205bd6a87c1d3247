import type { BrowserContext, Page } from '@playwright/test';

/**
 * When a page first drew an element matching a selector with some text, timed in the page: a mutation observer,
 * installed before the page's own scripts, notes the first such element and resolves at the next animation frame (the
 * frame that paints it) with the wall clock, `Date.now()`, which the bench's process reads from the same clock.
 *
 * Playwright's `locator.waitFor` looks again after 0, 20, 50, 100 and 100 ms, then every 500 ms, each look computing
 * the accessible names its role selector needs on the page's own thread: at a cold start the bench saw the first row
 * some 50–110 ms after the page had it (docs/PERFORMANCE.md, issue 43), and its looks took the page's thread from the
 * work it timed.
 */
export async function watchFirstText(context: BrowserContext, selector: string): Promise<void> {
  await context.addInitScript((css: string) => {
    // In the page (the bench's own types have no DOM).
    interface Observer {
      observe(target: unknown, options: Record<string, boolean>): void;
      disconnect(): void;
    }
    const page = globalThis as unknown as {
      __firstTextAt?: Promise<number>;
      document: { querySelector(selector: string): { textContent: string | null } | null };
      MutationObserver: new (callback: () => void) => Observer;
      requestAnimationFrame(callback: () => void): number;
    };
    page.__firstTextAt = new Promise<number>((resolve) => {
      const found = () => {
        const element = page.document.querySelector(css);
        return element !== null && /\S/.test(element.textContent ?? '');
      };
      const observer = new page.MutationObserver(() => {
        if (!found()) return;
        observer.disconnect();
        page.requestAnimationFrame(() => resolve(Date.now()));
      });
      observer.observe(page.document, { subtree: true, childList: true, characterData: true });
    });
  }, selector);
}

/** The wall-clock time (ms) the watched element was first drawn, waiting for it at most `timeoutMs`. */
export async function firstTextAt(page: Page, selector: string, timeoutMs: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no text in ${selector} after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([
      page.evaluate(() => (globalThis as unknown as { __firstTextAt: Promise<number> }).__firstTextAt),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
