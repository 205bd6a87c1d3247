import { describe, expect, it } from 'vitest';
import { categoryLabel } from './category-names.ts';

describe('categoryLabel', () => {
  it('names the list-like slugs of the directory as lists', () => {
    expect(categoryLabel('bags_wallets_belts')).toBe('Bags, wallets & belts');
    expect(categoryLabel('food_nutrition')).toBe('Food & nutrition');
    expect(categoryLabel('ebooks')).toBe('eBooks');
  });

  it('reads any other slug as its words, with possessives and "and" as a person writes them', () => {
    expect(categoryLabel('kitchen_appliances')).toBe('Kitchen appliances');
    expect(categoryLabel('mens_clothing')).toBe("Men's clothing");
    expect(categoryLabel('home_decor_and_festive_needs')).toBe('Home decor & festive needs');
    expect(categoryLabel('mobiles')).toBe('Mobiles');
    expect(categoryLabel('Air-Conditioners')).toBe('Air conditioners');
  });

  it('keeps a slug with no words as it came', () => {
    expect(categoryLabel('__')).toBe('__');
  });
});
