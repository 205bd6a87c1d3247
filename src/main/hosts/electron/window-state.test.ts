import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startShell, type Shell } from './testing/start-shell.test-support.ts';
import { DEFAULT_WINDOW_STATE, WINDOW_STATE_FILE } from './window-state.ts';

let shell: Shell | undefined;
afterEach(async () => {
  await shell?.stop();
  shell = undefined;
});

const withState = (content: string) => (_os: unknown, dataDir: string) => {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, WINDOW_STATE_FILE), content);
};

describe('the window opens where it was left', () => {
  it('saves its size, place and maximised state on close, and the next start opens the same way', async () => {
    shell = await startShell();
    expect(shell.win!.options).toMatchObject({
      width: DEFAULT_WINDOW_STATE.width,
      height: DEFAULT_WINDOW_STATE.height,
    });
    expect(shell.win!.options.x).toBeUndefined();
    shell.win!.bounds = { x: 300, y: 120, width: 1200, height: 800 };
    shell.win!.maximized = true;
    shell.win!.close();
    const saved = readFileSync(join(shell.dataDir, WINDOW_STATE_FILE), 'utf8');
    await shell.stop();

    shell = await startShell({ prepare: withState(saved) });
    expect(shell.win!.options).toMatchObject({ x: 300, y: 120, width: 1200, height: 800 });
    expect(shell.win!.maximized).toBe(true);
  });

  it.each([
    ['a damaged file', '{"width": 1200, "hei'],
    ['sizes out of range', '{"width": 20, "height": 99999, "x": 0, "y": 0, "maximized": false}'],
    ['not an object', '[1360, 860]'],
  ])('ignores %s and opens at the default size, centred', async (_name, content) => {
    shell = await startShell({ prepare: withState(content) });
    expect(shell.win!.options).toMatchObject({ width: 1360, height: 860 });
    expect(shell.win!.options.x).toBeUndefined();
    expect(shell.win!.maximized).toBe(false);
  });

  it('drops a place no display shows any more (a monitor unplugged), keeping the size', async () => {
    shell = await startShell({
      prepare: withState('{"x": 2500, "y": 100, "width": 1100, "height": 700, "maximized": false}'),
    });
    expect(shell.win!.options).toMatchObject({ width: 1100, height: 700 });
    expect(shell.win!.options.x).toBeUndefined();
  });

  it('keeps a place on a second display', async () => {
    shell = await startShell({
      prepare: (os, dataDir) => {
        os.displays.push({ workArea: { x: 1920, y: 0, width: 2560, height: 1400 } });
        withState('{"x": 2500, "y": 100, "width": 1100, "height": 700, "maximized": false}')(os, dataDir);
      },
    });
    expect(shell.win!.options).toMatchObject({ x: 2500, y: 100 });
  });
});
