import { describe, expect, it } from 'vitest';
import { showStartupFailure, STARTUP_FAILURE_TITLE } from './startup-failure-dialog.ts';

/** Electron's app before `ready`: a box asked for on Linux now would only reach stderr. */
function electronBeforeReady() {
  let ready = false;
  let becomeReady!: () => void;
  const whenReady = new Promise<void>((r) => (becomeReady = r)).then(() => void (ready = true));
  const boxes: string[][] = [];
  const electron = {
    app: { isReady: () => ready, whenReady: () => whenReady },
    dialog: {
      showErrorBox: (title: string, content: string) => {
        // As Electron on Linux: before ready, only a line on stderr.
        if (ready) boxes.push([title, content]);
      },
    },
  };
  return { electron, boxes, becomeReady };
}

const SENTENCE = 'This data folder was written by a newer Stockroom. Update Stockroom to open it.';

describe('a start-up failure before ready reaches the person', () => {
  it('on Linux the box waits for ready, then shows', async () => {
    const { electron, boxes, becomeReady } = electronBeforeReady();
    const never = () => new Promise<void>(() => undefined);
    const shown = showStartupFailure(electron, SENTENCE, { platform: 'linux', timeout: never });
    await Promise.resolve();
    expect(boxes).toEqual([]);
    becomeReady();
    await shown;
    expect(boxes).toEqual([[STARTUP_FAILURE_TITLE, SENTENCE]]);
  });

  it('on Linux, when ready never comes, a desktop notification says it instead', async () => {
    const { electron, boxes } = electronBeforeReady();
    const notified: string[][] = [];
    let giveUp!: () => void;
    const shown = showStartupFailure(electron, SENTENCE, {
      platform: 'linux',
      timeout: () => new Promise<void>((r) => (giveUp = r)),
      notify: (title, body) => void notified.push([title, body]),
    });
    await Promise.resolve();
    expect(notified).toEqual([]);
    giveUp();
    await shown;
    expect(notified).toEqual([[STARTUP_FAILURE_TITLE, SENTENCE]]);
    expect(boxes).toEqual([]);
  });

  it('on Windows and macOS the box shows at once', async () => {
    for (const platform of ['win32', 'darwin'] as const) {
      const shown: string[][] = [];
      const electron = {
        app: { isReady: () => false, whenReady: () => new Promise<void>(() => undefined) },
        dialog: { showErrorBox: (title: string, content: string) => void shown.push([title, content]) },
      };
      await showStartupFailure(electron, SENTENCE, { platform });
      expect(shown, platform).toEqual([[STARTUP_FAILURE_TITLE, SENTENCE]]);
    }
  });
});
