/**
 * How a page of the web host names itself, so that the host keeps what the backend announces from the page's first
 * call until its event stream opens (src/main/hosts/web/page-events.ts).
 */

/** The header each call carries the page's id in. */
export const PAGE_HEADER = 'x-stockroom-page';
/** The event stream's query parameter with the same id. */
export const PAGE_PARAM = 'page';
/**
 * The stream's first event, `{ heard: boolean }`: whether every event since the page's first call reaches it (the
 * kept ones first). When not, a page with a call answered before its stream opened reads its state again.
 */
export const STREAM_OPENED_EVENT = 'streamOpened';
