import type { EventName, EventPayload } from '../../shared/ipc/types.ts';

type Listener = (name: EventName, payload: unknown) => void;

/** Events from the backend to whichever host is listening (Electron windows, web SSE clients). */
export class EventBus {
  private readonly listeners = new Set<Listener>();

  emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
    for (const listener of this.listeners) listener(name, payload);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
