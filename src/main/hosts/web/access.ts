import { randomBytes, timingSafeEqual } from 'node:crypto';

/** A long random secret: the per-launch token in the printed address, and the session value in the cookie. */
export function newAccessToken(): string {
  return randomBytes(24).toString('base64url');
}

export function tokensMatch(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may use the web host. The token in the printed address works once: it is traded for a separate random
 * session value (kept in an HttpOnly cookie), and from then on the address no longer opens anything, so a copy of
 * it in a shell history, a screenshot or a log is worth nothing.
 */
export class WebAccess {
  #launchToken: string | undefined;
  readonly #sessions = new Set<string>();

  constructor(launchToken: string) {
    this.#launchToken = launchToken;
  }

  /** The session value for a valid, unused launch token; undefined otherwise (wrong, or used already). */
  redeem(given: string | undefined): string | undefined {
    if (this.#launchToken === undefined || !tokensMatch(this.#launchToken, given)) return undefined;
    this.#launchToken = undefined;
    const session = newAccessToken();
    this.#sessions.add(session);
    return session;
  }

  hasSession(given: string | undefined): boolean {
    if (given === undefined) return false;
    for (const session of this.#sessions) if (tokensMatch(session, given)) return true;
    return false;
  }
}

/** Cookies are not kept apart by port, so the name carries it: two Stockrooms on one machine do not collide. */
export function cookieName(port: number): string {
  return `stockroom_session_${port}`;
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
