import { describe, expect, it } from 'vitest';
import { Turns } from './turns.ts';

describe('turns of the event loop handed out one at a time', () => {
  it('gives each waiter a turn of its own: what one waiter leaves for the loop runs before the next waiter', async () => {
    const turns = new Turns();
    const order: string[] = [];
    const waiters = ['first', 'second', 'third'].map((name) =>
      turns.next().then(() => {
        order.push(name);
        setImmediate(() => order.push(`${name} left for the loop`));
      }),
    );
    await Promise.all(waiters);
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([
      'first',
      'first left for the loop',
      'second',
      'second left for the loop',
      'third',
      'third left for the loop',
    ]);
  });
});
