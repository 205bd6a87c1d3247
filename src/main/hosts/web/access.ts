import { randomBytes, timingSafeEqual } from 'node:crypto';

/** The per-launch secret of the web host: in the printed address once, then in an HttpOnly cookie. */
export function newAccessToken(): string {
  return randomBytes(24).toString('base64url');
}

export function tokensMatch(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Cookies are not kept apart by port, so the name carries it: two Stockrooms on one machine do not collide. */
export function cookieName(port: number): string {
  return `stockroom_token_${port}`;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * DNS rebinding defence: a page on another name that resolves to 127.0.0.1 sends its own Host header.
 * Only the loopback names of this very port are ours.
 */
export function hostAllowed(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

export function originAllowed(origin: string | undefined, port: number): boolean {
  return (
    origin === undefined || origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`
  );
}
