import { describe, expect, it } from 'vitest';
import { EventBus } from '../../backend/event-bus.ts';
import { PageEvents } from './page-events.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

/** Timers run by hand: `fire()` runs every wait set so far and not cancelled. */
function handTimers() {
  const waits = new Set<() => void>();
  return {
    set(run: () => void) {
      waits.add(run);
      return () => waits.delete(run);
    },
    fire() {
      for (const run of [...waits]) {
        waits.delete(run);
        run();
      }
    },
  };
}

function setUp(limits = {}) {
  const events = new EventBus();
  const timers = handTimers();
  const pages = new PageEvents(events, limits, timers);
  const stream = () => {
    const text: string[] = [];
    return { text, send: (t: string) => void text.push(t) };
  };
  const announce = (n: number) => events.emit('statusChanged', { n } as never);
  return { events, timers, pages, stream, announce };
}

describe('events kept for a page between its first call and its stream', () => {
  it('are sent first when its stream opens, after saying it heard everything; later ones follow live', () => {
    const { pages, stream, announce } = setUp();
    announce(0); // before any call of the page: its answers already reflect it
    pages.called(A);
    announce(1);
    pages.called(A); // a second call keeps the same
    announce(2);
    const s = stream();
    const close = pages.open(A, s.send);
    announce(3);
    expect(s.text).toEqual([
      'event: streamOpened\ndata: {"heard":true}\n\n',
      'event: statusChanged\ndata: {"n":1}\n\n',
      'event: statusChanged\ndata: {"n":2}\n\n',
      'event: statusChanged\ndata: {"n":3}\n\n',
    ]);
    close();
    announce(4);
    expect(s.text).toHaveLength(4);
    expect(pages.size).toBe(0);
  });

  it('past the bytes kept, none are sent and the page is told it missed some', () => {
    const { pages, stream, announce } = setUp({ backlogBytes: 100 });
    pages.called(A);
    for (let n = 0; n < 5; n++) announce(n);
    const s = stream();
    pages.open(A, s.send);
    announce(9);
    expect(s.text).toEqual([
      'event: streamOpened\ndata: {"heard":false}\n\n',
      'event: statusChanged\ndata: {"n":9}\n\n',
    ]);
  });

  it('are dropped for a page whose stream never opens, and past the pages kept the next is told it missed some', () => {
    const { pages, stream, timers, announce } = setUp({ pages: 1 });
    pages.called(A);
    pages.called(B); // past the bound: nothing kept for B
    announce(1);
    const s = stream();
    pages.open(B, s.send);
    expect(s.text).toEqual(['event: streamOpened\ndata: {"heard":false}\n\n']);
    timers.fire(); // A's stream never came
    expect(pages.size).toBe(0);
  });

  it('a stream that opens before any call hears every event from then on; an id not of a page is still served', () => {
    const { pages, stream, announce } = setUp();
    const first = stream();
    pages.open(A, first.send);
    pages.called(A);
    announce(1);
    const other = stream();
    pages.open('not an id', other.send);
    announce(2);
    expect(first.text).toEqual([
      'event: streamOpened\ndata: {"heard":false}\n\n',
      'event: statusChanged\ndata: {"n":1}\n\n',
      'event: statusChanged\ndata: {"n":2}\n\n',
    ]);
    expect(other.text).toEqual([
      'event: streamOpened\ndata: {"heard":false}\n\n',
      'event: statusChanged\ndata: {"n":2}\n\n',
    ]);
    expect(pages.size).toBe(1);
  });
});
