import { describe, expect, it } from 'vitest';
import { sentenceParts } from './sentence-parts.ts';

describe('sentence parts', () => {
  it('keeps ordinary words together, to wrap at their spaces', () => {
    expect(sentenceParts('Connected: the affiliate catalogue lists 12 categories.')).toEqual([
      { text: 'Connected: the affiliate catalogue lists 12 categories.', id: false },
    ]);
  });

  it('sets a long identifier apart, whole, so it is shortened instead of broken mid-word', () => {
    const id = 'sim-self-access-0123456789abcdef0123456789';
    expect(
      sentenceParts(`Connected: the marketplace accepted application ${id} (valid 60 more days).`),
    ).toEqual([
      { text: 'Connected: the marketplace accepted application ', id: false },
      { text: id, id: true },
      { text: ' (valid 60 more days).', id: false },
    ]);
  });
});
