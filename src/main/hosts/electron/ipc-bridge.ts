import { CALL_NAMES } from '../../../shared/ipc/names.ts';
import { IPC_CHANNEL_PREFIX, IPC_EVENT_CHANNEL, type Envelope } from '../../../shared/ipc/types.ts';
import type { BackendHandle } from '../backend-thread/backend-thread.ts';
import type { IpcMainLike, WebContentsLike } from './electron-types.ts';
import { isTrustedFrame } from './trusted-sender.ts';
import { t } from '../../i18n/backend-language.ts';

/** Registers one handler per contract call; each checks the sender frame, then goes through the dispatcher. */
export function registerIpc(
  ipcMain: IpcMainLike,
  backend: Pick<BackendHandle, 'dispatch'>,
  rendererUrl: string,
): void {
  for (const name of CALL_NAMES) {
    ipcMain.handle(IPC_CHANNEL_PREFIX + name, async (event, input): Promise<Envelope<unknown>> => {
      if (!isTrustedFrame(event.senderFrame, rendererUrl)) {
        return {
          ok: false,
          error: { code: 'FORBIDDEN', message: t('errors.window.forbidden') },
        };
      }
      return backend.dispatch(name, input);
    });
  }
}

/** Forwards backend events to a window for as long as it lives. */
export function forwardEvents(backend: Pick<BackendHandle, 'events'>, contents: WebContentsLike): () => void {
  const unsubscribe = backend.events.subscribe((name, payload) => {
    if (contents.isDestroyed()) unsubscribe();
    else contents.send(IPC_EVENT_CHANNEL, name, payload);
  });
  return unsubscribe;
}
