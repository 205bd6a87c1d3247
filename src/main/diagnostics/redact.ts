/**
 * What must never leave the machine in a log or a diagnostics file: secrets by their key names (tokens, passwords,
 * client secrets, sealed secrets) and in the text forms they take in logs (a Bearer header, `token=` in a query,
 * credentials in a URL).
 */
const SECRET_KEY = /secret|token|password|passphrase|api[-_]?key|credential|cookie|authorization|sealed/i;

export const REMOVED = '[removed]';

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

export function redactText(text: string): string {
  return (
    text
      // Authorization: Bearer abc / Basic abc
      .replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${REMOVED}`)
      // key=value and "key": "value" where the key names a secret
      .replace(
        /\b([A-Za-z_-]*(?:secret|token|password|passphrase|api[-_]?key|credential)[A-Za-z_-]*)(["']?\s*[:=]\s*["']?)([^"'&\s,;}]+)/gi,
        `$1$2${REMOVED}`,
      )
      // https://user:password@host
      .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^/\s:@]+:[^/\s@]+@/gi, `$1${REMOVED}@`)
  );
}

/** A copy of a settings-like value with every secret-named key's value removed, at any depth. */
export function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      // A secret-named flag (weakSecretStorageChosen) says how, not what: booleans and numbers stay.
      Object.entries(value).map(([k, v]) => [
        k,
        isSecretKey(k) && typeof v !== 'boolean' && typeof v !== 'number' ? REMOVED : redactValue(v),
      ]),
    );
  return typeof value === 'string' ? redactText(value) : value;
}
