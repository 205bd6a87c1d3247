/**
 * The name a person reads for a category slug of the directory (`bags_wallets_belts` → "Bags, wallets & belts").
 * The slug alone cannot say whether its words are a list (bags, wallets, belts) or one name (home improvement
 * tools), so the service's list-like slugs are named here; any other slug reads as its words, with `and` as "&" and
 * the possessives the service spells without an apostrophe (`mens_clothing` → "Men's clothing").
 */
const NAMED: Record<string, string> = {
  bags_wallets_belts: 'Bags, wallets & belts',
  food_nutrition: 'Food & nutrition',
  pens_stationery: 'Pens & stationery',
  sports_fitness: 'Sports & fitness',
  grooming_beauty_wellness: 'Grooming, beauty & wellness',
  music_movies_posters: 'Music, movies & posters',
  health_personal_care_appliances: 'Health & personal care appliances',
  tv_video_accessories: 'TV, video & accessories',
  ebooks: 'eBooks',
  e_books: 'eBooks',
  tablets: 'Tablets',
};

const WORDS: Record<string, string> = {
  mens: "men's",
  womens: "women's",
  kids: "kids'",
  and: '&',
  tv: 'TV',
  tvs: 'TVs',
  ac: 'AC',
  acs: 'ACs',
};

export function categoryLabel(slug: string): string {
  const key = slug.trim().toLowerCase();
  const named = NAMED[key];
  if (named !== undefined) return named;
  const words = key
    .split(/[_\s-]+/)
    .filter((w) => w !== '')
    .map((w) => WORDS[w] ?? w);
  if (words.length === 0) return slug;
  const [first, ...rest] = words as [string, ...string[]];
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}
