import type { Api } from '../../../shared/ipc/types.ts';
import { createApi } from './create-api.ts';
import { electronTransport, type PreloadBridge } from './electron-transport.ts';
import { webTransport } from './web-transport.ts';
import { t } from '../i18n/language-store.ts';

declare global {
  interface Window {
    /** Present only in the Electron window, from the preload. */
    api?: PreloadBridge;
  }
}

/** The backend, whichever host runs it. Feature code imports this and nothing else of the transport. */
export const api: Api = createApi(
  window.api ? electronTransport(window.api) : webTransport('', { eventsFirst: true, say: t }),
);
export { ApiError, messageOf } from './api-error.ts';
