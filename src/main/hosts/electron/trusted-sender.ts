import type { FrameLike } from './electron-types.ts';

/**
 * Only the app's own top frame may call the backend: its URL must be the renderer's page (file in production,
 * the dev server in development). A sub-frame, or any other page, is refused.
 */
export function isTrustedFrame(frame: FrameLike | null, rendererUrl: string): boolean {
  if (!frame || frame.parent !== null) return false;
  let actual: URL;
  let expected: URL;
  try {
    actual = new URL(frame.url);
    expected = new URL(rendererUrl);
  } catch {
    return false;
  }
  if (expected.protocol === 'file:')
    return actual.protocol === 'file:' && actual.pathname === expected.pathname;
  return actual.origin === expected.origin;
}
