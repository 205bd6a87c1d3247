import type { EventName, EventPayload } from '../../shared/ipc/types.ts';

type Listener = (name: EventName, payload: unknown) => void;

/**
 * Events from the backend's services to whichever host is listening (Electron windows, web SSE clients), and
 * between services: a service that changes state emits the event itself.
 */
export class EventBus {
  private readonly listeners = new Set<Listener>();

  emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
    for (const listener of this.listeners) listener(name, payload);
  }

  /** Every event, for a host that forwards them all. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One event, typed, for a service that reacts to another's change. */
  on<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): () => void {
    return this.subscribe((emitted, payload) => {
      if (emitted === name) listener(payload as EventPayload<E>);
    });
  }
}
