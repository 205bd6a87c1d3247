import { faker as fakerEN_IN } from '@faker-js/faker/locale/en_IN';

/**
 * Word pools filled once from faker (en_IN, seeded). Records pick from them with the cheap PRNG, which is
 * far faster than calling faker per record and keeps every record reproducible from its own index.
 */
export interface Pools {
  personNames: string[];
  companyNames: string[];
  cities: string[];
  adjectives: string[];
  materials: string[];
  colors: string[];
  descriptions: string[];
}

const cache = new Map<number, Pools>();

export function buildPools(seed: number): Pools {
  const cached = cache.get(seed);
  if (cached) return cached;
  const f = fakerEN_IN;
  f.seed(seed);
  const many = <T>(count: number, make: () => T): T[] => Array.from({ length: count }, make);
  const pools: Pools = {
    personNames: many(200, () => f.person.fullName()),
    companyNames: many(60, () => f.company.name()),
    cities: many(80, () => f.location.city()),
    adjectives: unique(many(120, () => f.commerce.productAdjective())),
    materials: unique(many(80, () => f.commerce.productMaterial())),
    colors: unique(many(120, () => capitalise(f.color.human()))),
    descriptions: many(120, () => f.commerce.productDescription()),
  };
  cache.set(seed, pools);
  return pools;
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
