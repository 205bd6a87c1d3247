import { describe, expect, it } from 'vitest';
import { fakeApi, settle, statusOf } from '../testing/fake-api.test-support.ts';
import { followActiveProfile } from './active-profile.ts';

describe('the stores that follow the active profile', () => {
  it('share one status read when they ask together, as three do at launch', async () => {
    const fake = fakeApi({ getStatus: () => statusOf('demo') });
    const followers = [0, 1, 2].map(() => followActiveProfile(fake.api, () => undefined));
    await settle();
    expect(fake.count('getStatus')).toBe(1);
    expect(followers.map((f) => f.active())).toEqual(['demo', 'demo', 'demo']);
    // Once answered, the next asks afresh.
    const later = followActiveProfile(fake.api, () => undefined);
    await settle();
    expect(fake.count('getStatus')).toBe(2);
    expect(later.active()).toBe('demo');
    for (const f of [...followers, later]) f.off();
    expect(fake.listening()).toBe(0);
  });

  it('a store asking after a switch heard during a read asks itself, and learns the profile switched to', async () => {
    let active = 'demo';
    let answer!: () => void;
    const fake = fakeApi({
      getStatus: () => {
        const now = statusOf(active);
        return new Promise((resolve) => (answer = () => resolve(now)));
      },
    });
    const first = followActiveProfile(fake.api, () => undefined);
    const firstAnswer = answer;
    // The seller switches: the first read's answer (taken before) still names the Demo.
    active = 'shop';
    fake.emit('profilesChanged', { activeId: 'shop' });
    const second = followActiveProfile(fake.api, () => undefined);
    expect(fake.count('getStatus')).toBe(2);
    firstAnswer();
    answer();
    await settle();
    expect(first.active()).toBe('shop');
    expect(second.active()).toBe('shop');
    first.off();
    second.off();
  });
});
