/**
 * Cheap deterministic randomness. Faker is used once at start-up to fill word pools; per-record choices use
 * these integer hashes and a small PRNG so that any record can be regenerated from (seed, kind, index) alone.
 */

/** 32-bit hash of a string (FNV-1a followed by a murmur finaliser). */
export function hashString(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix(h);
}

/** Combines integers into one well-mixed 32-bit value. */
export function mix(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const v of values) {
    h = Math.imul(h ^ (v | 0), 0x85ebca6b);
    h = fmix(h ^ (h >>> 13));
  }
  return h >>> 0;
}

function fmix(input: number): number {
  let h = input;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for test data. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Picks `count` distinct items (or all when fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const out: T[] = [];
    while (out.length < count && copy.length > 0) {
      const i = Math.floor(this.next() * copy.length);
      out.push(copy.splice(i, 1)[0] as T);
    }
    return out;
  }
}

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Fixed-width upper-case id text from an integer (base 32, no ambiguous letters). */
export function idChars(value: number, width: number): string {
  let v = Math.floor(Math.abs(value));
  let out = '';
  for (let i = 0; i < width; i++) {
    out = ID_ALPHABET[v % 32] + out;
    v = Math.floor(v / 32);
  }
  return out;
}

/** A bijection on [0, 2^30): distinct indexes give distinct, random-looking values (for id suffixes). */
export function scramble30(index: number, salt: number): number {
  return ((Math.imul(index, 0x2545f491) + salt) & 0x3fffffff) >>> 0;
}
