/**
 * The one rule for links opened in the person's browser, shared by the screen (which says so at once) and the
 * backend (which decides): a well-formed https URL with a host, no credentials, no spaces or backslashes, at most
 * 2,048 characters. Everything else (javascript:, file:, http:, custom schemes, UNC paths) is refused. Returns the
 * URL as the parser writes it, or null.
 */
export function safeExternalUrl(value: string): string | null {
  if (
    typeof value !== 'string' ||
    value.length > 2048 ||
    /[\s\\]/.test(value) ||
    !value.startsWith('https://')
  )
    return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '')
    return null;
  return url.href;
}
