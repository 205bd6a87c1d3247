import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../background-sync/testing/manual-timers.test-support.ts';
import { electronNotifier } from './os-notifications.ts';
import { startShell, type Shell } from './testing/start-shell.test-support.ts';

let shell: Shell | undefined;
afterEach(async () => {
  await shell?.stop();
  shell = undefined;
});

describe('OS notifications of the desktop app', () => {
  it('a feed sync that found price alerts becomes one OS notification', async () => {
    shell = await startShell({ backgroundTimers: manualClock().timers });
    const message = 'A watched product in Mobiles has a new price or stock: see Price drops.';
    shell.backend!.events.emit('priceAlertsFound', {
      profileId: 'demo',
      category: 'mobiles',
      count: 1,
      message,
    });
    expect(shell.fake.os.notifications).toEqual([{ title: 'Stockroom: price drops', body: message }]);
  });

  it('shows nothing where the OS offers no notifications', () => {
    const shown: string[] = [];
    const Notification = class {
      static isSupported = () => false;
      readonly options: { title: string; body: string };
      constructor(options: { title: string; body: string }) {
        this.options = options;
      }
      show() {
        shown.push(this.options.body);
      }
    };
    electronNotifier(Notification).notify('Stockroom', 'hello');
    expect(shown).toEqual([]);
  });
});
