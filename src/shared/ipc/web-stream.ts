/**
 * The web host's event stream and the calls made before it opened (the host's `EarlyEvents`, the renderer's web
 * transport): each such call names the page's stream in this header, and the stream's first event says whether
 * it carries every event since the first of those calls.
 */
export const STREAM_HEADER = 'x-stockroom-stream';
/** The stream's first event: `{ complete: boolean }`. */
export const STREAM_READY_EVENT = 'streamReady';
export interface StreamReady {
  /** False when events since a call were dropped (past a bound): the page reads its state again. */
  complete: boolean;
}
