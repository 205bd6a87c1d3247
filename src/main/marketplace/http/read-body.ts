/** How a body read ended: the whole text, or the point where it passed its cap and reading stopped. */
export type BodyRead = { ok: true; text: string } | { ok: false; bytesRead: number };

/**
 * Reads a body as a stream, counting bytes after decompression (fetch unpacks gzip on its own), and stops at
 * `maxBytes`: the rest is never read, and the stream is cancelled so the connection is dropped. A gzip bomb or an
 * endless answer thus costs at most `maxBytes` of memory.
 */
export async function readBodyCapped(response: Response, maxBytes: number): Promise<BodyRead> {
  const body = response.body;
  if (body === null) return { ok: true, text: '' };
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytesRead = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytesRead += value.byteLength;
    if (bytesRead > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, bytesRead };
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return { ok: true, text: parts.join('') };
}

/** `readBodyCapped` for a binary answer (a PDF): the bytes as they came, never decoded as text. */
export async function readBytesCapped(
  response: Response,
  maxBytes: number,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; bytesRead: number }> {
  const body = response.body;
  if (body === null) return { ok: true, bytes: new Uint8Array() };
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let bytesRead = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytesRead += value.byteLength;
    if (bytesRead > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, bytesRead };
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(bytesRead);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return { ok: true, bytes };
}

/** "16 KB", "4 MB": a cap as a person reads it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / (1024 * 1024))} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
