import { setImmediate as nextTurn } from 'node:timers/promises';

/** What `onHead` is given at least of a body (all of a shorter one): where an answer's first fields are. */
export const HEAD_BYTES = 4096;

/** How a body read ended: the whole text, or the point where it passed its cap and reading stopped. */
/** `bytes` (a binary read) is wrapped so that a caller can spread it into an answer as it is. */
export type BodyRead =
  { ok: true; text: string; bytes?: { bytes: Uint8Array } } | { ok: false; bytesRead: number };

/**
 * Reads a body as a stream, counting bytes after decompression (fetch unpacks gzip on its own), and stops at
 * `maxBytes`: the rest is never read, and the stream is cancelled so the connection is dropped. A gzip bomb or an
 * endless answer thus costs at most `maxBytes` of memory.
 *
 * A text body is kept as bytes while it arrives and decoded once at the end (the same text as decoding it piece by
 * piece, a split character included): decoding each piece and joining the strings cost some 6 ms for a 1 MB feed
 * page, one decode of the whole 0.3 ms.
 *
 * `onHead` may ask for something (the feed walk asks for the next page), and Node's fetch writes a request only on
 * a later turn of the event loop, not within the call. The rest of a body already received is read without one, and
 * the caller then parses it: that request left only once the page was parsed, 13–15 ms of every 50 ms page here
 * (issue 43). So the read gives the thread a turn after `onHead`.
 */
export async function readBodyCapped(
  response: Response,
  maxBytes: number,
  binary = false,
  onHead?: (head: string) => void,
): Promise<BodyRead> {
  // A binary body is never decoded, its head neither.
  if (binary) onHead = undefined;
  const body = response.body;
  if (body === null)
    return binary ? { ok: true, text: '', bytes: { bytes: new Uint8Array() } } : { ok: true, text: '' };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let bytesRead = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytesRead += value.byteLength;
    if (bytesRead > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, bytesRead };
    }
    chunks.push(value);
    if (onHead !== undefined && bytesRead >= HEAD_BYTES) {
      onHead(new TextDecoder().decode(concat(chunks, bytesRead)));
      onHead = undefined;
      await nextTurn();
    }
  }
  if (onHead !== undefined) onHead(new TextDecoder().decode(concat(chunks, bytesRead)));
  // A binary body (a PDF) is kept as it came, never decoded as text.
  if (binary) return { ok: true, text: '', bytes: { bytes: concat(chunks, bytesRead) } };
  const whole = chunks.length === 1 ? (chunks[0] as Uint8Array) : concat(chunks, bytesRead);
  return { ok: true, text: new TextDecoder().decode(whole) };
}

function concat(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** "16 KB", "4 MB": a cap as a person reads it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / (1024 * 1024))} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
