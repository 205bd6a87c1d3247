import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The window's place, kept in the data folder between runs. */
export interface WindowState {
  width: number;
  height: number;
  /** Absent when the window should be centred (first run, or a place no display shows any more). */
  x?: number;
  y?: number;
  maximized: boolean;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const WINDOW_STATE_FILE = 'window-state.json';
export const DEFAULT_WINDOW_STATE: WindowState = { width: 1360, height: 860, maximized: false };
const MIN = { width: 960, height: 600 };
const MAX_SIDE = 16_384;
/** How much of the window's top (where its title bar is) a display must show for the place to be kept. */
const VISIBLE = { width: 120, height: 40 };

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/**
 * The state to open with: the saved one when it reads as sane, the default otherwise (a damaged file, sizes out of
 * range). A saved place that no display shows enough of is dropped (the window is centred), keeping its size.
 */
export function restoreWindowState(dataDir: string, displays: readonly Rect[]): WindowState {
  let saved: unknown;
  try {
    saved = JSON.parse(readFileSync(join(dataDir, WINDOW_STATE_FILE), 'utf8'));
  } catch {
    return { ...DEFAULT_WINDOW_STATE };
  }
  if (typeof saved !== 'object' || saved === null) return { ...DEFAULT_WINDOW_STATE };
  const s = saved as Record<string, unknown>;
  const sized =
    isInt(s.width) &&
    isInt(s.height) &&
    s.width >= MIN.width &&
    s.height >= MIN.height &&
    s.width <= MAX_SIDE &&
    s.height <= MAX_SIDE;
  if (!sized) return { ...DEFAULT_WINDOW_STATE };
  const state: WindowState = {
    width: s.width as number,
    height: s.height as number,
    maximized: s.maximized === true,
  };
  if (isInt(s.x) && isInt(s.y)) {
    const titleBar = { x: s.x, y: s.y, width: state.width, height: VISIBLE.height };
    const shown = displays.some((d) => {
      const o = overlap(titleBar, d);
      return o.width >= VISIBLE.width && o.height >= VISIBLE.height;
    });
    if (shown) Object.assign(state, { x: s.x, y: s.y });
  }
  return state;
}

/** Writes the state beside, then renames it into place, so a crash mid-write leaves the old file whole. */
export function saveWindowState(dataDir: string, state: WindowState): void {
  const file = join(dataDir, WINDOW_STATE_FILE);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(state)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** What the shell reads of a window to save its state. */
export interface StatefulWindow {
  getNormalBounds(): Rect;
  isMaximized(): boolean;
  on(event: 'close', listener: () => void): void;
}

/** Saves the window's state when it closes (its normal bounds, so a maximised window comes back to its size). */
export function keepWindowState(
  win: StatefulWindow,
  dataDir: string,
  onError: (error: unknown) => void,
): void {
  win.on('close', () => {
    try {
      const { x, y, width, height } = win.getNormalBounds();
      saveWindowState(dataDir, { x, y, width, height, maximized: win.isMaximized() });
    } catch (error) {
      onError(error);
    }
  });
}
