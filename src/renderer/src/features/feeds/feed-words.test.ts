import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { editionsSentence, subIdProblem } from '../../../../shared/feeds/feed-words.ts';
import { watchCalls } from '../../../../shared/feeds/watch-contract.ts';
import { t } from '../../i18n/index.ts';
import { fakeApi } from '../../testing/fake-api.test-support.ts';
import { FeedSettingsForm } from './FeedSettingsForm.tsx';
import { SubIdFields } from './SubIdFields.tsx';
import { createWatchStore } from './watch-store.ts';

/** The text a person reads (tags and attributes left out, labels kept). */
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

describe('the Feeds screen in words, not codes', () => {
  it('names the feed editions and sub-ids without their codes', () => {
    const settings = text(renderToStaticMarkup(createElement(FeedSettingsForm)));
    expect(settings).toContain('Feed edition');
    expect(settings).toContain('Current');
    expect(settings).toContain('Older (to be retired)');
    expect(settings).not.toMatch(/variant|v\d+\.\d+\.\d+/);
    const subIds = renderToStaticMarkup(createElement(SubIdFields));
    expect(text(subIds)).toContain('Sub-id 1');
    expect(subIds).not.toContain('affExtParam');
    expect(editionsSentence(['v1.1.0', 'v0.1.0'], t)).toBe('current and older edition');
    expect(editionsSentence(['v1.1.0'], t)).toBe('current edition only');
  });

  it('names the sub-id a person typed wrong as the field reads, in the store and at the contract', async () => {
    expect(subIdProblem('subId1', 'insta gram', t)).toBe(
      'Sub-id 1 may hold only letters, digits and . _ ~ - (no spaces).',
    );
    expect(subIdProblem('subId2', 'x'.repeat(101), t)).toBe('Sub-id 2 is at most 100 characters.');
    expect(subIdProblem('subId1', 'post-42', t)).toBeNull();

    let asked = 0;
    const fake = fakeApi({
      affiliateLink: () => {
        asked++;
        return { url: 'https://example.test/' };
      },
    });
    const store = createWatchStore();
    store.getState().init(fake.api);
    store.getState().setSubIds({ subId1: 'insta gram', subId2: '' });
    expect(await store.getState().link('mobiles', 'A')).toBeNull();
    expect(store.getState().error).toBe('Sub-id 1 may hold only letters, digits and . _ ~ - (no spaces).');
    expect(asked).toBe(0);

    const refused = watchCalls.affiliateLink.input.safeParse({
      category: 'mobiles',
      productId: 'A',
      subId1: 'ok',
      subId2: 'a&b',
    });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      'Sub-id 2 may hold only letters, digits and . _ ~ - (no spaces).',
    ]);
  });
});
