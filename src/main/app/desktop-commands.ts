import type { DesktopCommand } from '../../shared/app/payloads.ts';
import type { EventBus } from '../backend/event-bus.ts';

/** At most this many commands wait for a window that never listens (each a whole CSV at worst). */
const MAX_PENDING = 8;

/**
 * The shell's commands to the window. Until the renderer first takes the queue (it does once it listens for
 * events), commands wait here, so a .csv the app was launched with is not lost to a window still loading; after
 * that each goes out as a `desktopCommand` event.
 */
export class DesktopCommands {
  private readonly bus: EventBus;
  private pending: DesktopCommand[] = [];
  private listening = false;

  constructor(bus: EventBus) {
    this.bus = bus;
  }

  send(command: DesktopCommand): void {
    if (this.listening) this.bus.emit('desktopCommand', command);
    else this.pending = [...this.pending, command].slice(-MAX_PENDING);
  }

  take(): DesktopCommand[] {
    this.listening = true;
    const taken = this.pending;
    this.pending = [];
    return taken;
  }
}
