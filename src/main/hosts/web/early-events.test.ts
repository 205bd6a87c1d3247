import { describe, expect, it } from 'vitest';
import { EventBus } from '../../backend/event-bus.ts';
import { EarlyEvents, eventText, isStreamId } from './early-events.ts';

const status = (n: number) => ({ activeId: `p${n}` });

describe('the events kept for a page whose calls went before its stream', () => {
  it('keeps every event from the first call on, in order, and hands them to the stream once', () => {
    const bus = new EventBus();
    const early = new EarlyEvents(bus, { pages: 4, bytes: 10_000 });
    bus.emit('profilesChanged', status(0)); // before any call: nothing read yet, nothing to keep
    early.hold('page-aaaa');
    bus.emit('profilesChanged', status(1));
    early.hold('page-aaaa'); // a second call before the stream: nothing more
    bus.emit('profilesChanged', status(2));
    expect(early.open('page-aaaa')).toEqual({
      texts: [eventText('profilesChanged', status(1)), eventText('profilesChanged', status(2))],
      complete: true,
    });
    // Handed over: the stream's own subscription has the next ones, nothing is kept twice.
    bus.emit('profilesChanged', status(3));
    expect(early.pages).toBe(0);
    expect(early.open('page-aaaa')).toEqual({ texts: [], complete: true });
  });

  it('a stream with no call before it, or with no name, has nothing kept and misses nothing', () => {
    const early = new EarlyEvents(new EventBus(), { pages: 4, bytes: 10_000 });
    expect(early.open('page-bbbb')).toEqual({ texts: [], complete: true });
    expect(early.open(undefined)).toEqual({ texts: [], complete: true });
  });

  it('keeps nothing for a call whose page’s stream is open, until that stream closes', () => {
    const bus = new EventBus();
    const early = new EarlyEvents(bus, { pages: 4, bytes: 10_000 });
    early.open('page-cccc');
    early.hold('page-cccc');
    expect(early.pages).toBe(0);
    early.closed('page-cccc');
    early.hold('page-cccc');
    expect(early.pages).toBe(1);
  });

  it('past its bytes a page’s events are dropped, and its stream says it is incomplete', () => {
    const bus = new EventBus();
    const early = new EarlyEvents(bus, { pages: 4, bytes: 100 });
    early.hold('page-dddd');
    for (let n = 0; n < 10; n++) bus.emit('profilesChanged', status(n));
    expect(early.open('page-dddd')).toEqual({ texts: [], complete: false });
  });

  it('holds at most its bound of pages: the oldest is let go, and its stream says it is incomplete', () => {
    const bus = new EventBus();
    const early = new EarlyEvents(bus, { pages: 2, bytes: 10_000 });
    early.hold('page-0001');
    early.hold('page-0002');
    early.hold('page-0003');
    expect(early.pages).toBe(2);
    bus.emit('profilesChanged', status(1));
    expect(early.open('page-0001')).toEqual({ texts: [], complete: false });
    expect(early.open('page-0003')).toEqual({
      texts: [eventText('profilesChanged', status(1))],
      complete: true,
    });
  });

  it('takes only a plain name for a stream', () => {
    expect(isStreamId('0123456789abcdef0123456789abcdef')).toBe(true);
    for (const bad of [
      undefined,
      '',
      'short',
      'a b c d e f g h',
      'x'.repeat(65),
      ['page-aaaa'],
      '../../etc/x',
    ])
      expect(isStreamId(bad)).toBe(false);
  });
});
