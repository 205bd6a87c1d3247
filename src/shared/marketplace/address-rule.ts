/**
 * The one rule for marketplace addresses, used by the HTTP layer on every call and by the profile form at save:
 * https, or plain http to this computer only (the built-in simulator).
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '[::1]' || host === '::1') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * What is wrong with an address typed into a profile, as the end of a sentence that starts with the field's name;
 * undefined when it can be used. Beyond the scheme rule: no user name or password (they would end up in logs and
 * in every request), and no query or fragment (base addresses get paths appended).
 */
export function addressProblem(value: string, example: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `must be a full address starting with https://, such as ${example}`;
  }
  const scheme = url.protocol;
  if (scheme !== 'https:' && scheme !== 'http:') {
    // `localhost:8080/sellers` parses with "localhost:" as its scheme: it is an address missing its https://.
    return /^[a-z0-9.-]+:\d+/i.test(value)
      ? `must start with https:// (or http:// for this computer), such as ${example}`
      : `must start with https://, not ${scheme}//, such as ${example}`;
  }
  if (url.hostname === '') return `must name a host, such as ${example}`;
  if (scheme === 'http:' && !isLoopbackHost(url.hostname))
    return 'must use https:// (plain http:// is only allowed for this computer: localhost or 127.0.0.1)';
  if (url.username !== '' || url.password !== '')
    return 'must not contain a user name or password (enter credentials in their own fields)';
  if (url.search !== '' || value.includes('?')) return 'must not contain a query (the part from “?” on)';
  if (url.hash !== '' || value.includes('#')) return 'must not contain a fragment (the part from “#” on)';
  return undefined;
}
