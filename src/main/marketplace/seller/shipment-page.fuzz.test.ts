import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenShipment } from '../../shipments/flatten.ts';
import {
  dataOrCodedError,
  fuzzParameters,
  jsonPaths,
  mutated,
  newFigures,
  recordFigures,
} from '../../testing/fuzz.test-support.ts';
import { selfAccessSeller, startSim, type Sim } from '../testing/sim.test-support.ts';
import { parseAnswer } from './parse.ts';
import { filterPageSchema } from './schemas.ts';

/**
 * The shipment page parser under attack: a real page from the simulator, mutated as text and as a value (wrong
 * types, any value at any path, `__proto__` and `constructor` keys). It reads a page (and every shipment it reads
 * flattens into the cache's row), or it answers SERVER naming the field, within a second.
 */
const FILE = 'src/main/marketplace/seller/shipment-page.fuzz.test.ts';
let sim: Sim;
let seed: unknown;
let seedText: string;

beforeAll(async () => {
  sim = await startSim({ shipments: 60 });
  const { seller } = selfAccessSeller(sim);
  for await (const page of seller.filterShipments({ type: 'preDispatch' }, { pageSize: 5 })) {
    seed = { hasMore: page.hasMore, nextPageUrl: '/v3/shipments/filter?pageNo=2', shipments: page.shipments };
    break;
  }
  seedText = JSON.stringify(seed);
}, 60_000);
afterAll(() => sim.close());

const namesField = (m: string) => /\(at (\$|[\w[\].]+)\)/.test(m);

function readPage(value: unknown): number {
  const page = parseAnswer(filterPageSchema, value, 'shipmentPage');
  for (const s of page.shipments) flattenShipment(s);
  return page.shipments.length;
}

describe('shipment page parser under attack', () => {
  it('reads the seed page', () => {
    expect(readPage(JSON.parse(seedText))).toBe(5);
  });

  it('any value at any path, with hostile keys: a page or SERVER naming the field', () => {
    const figures = newFigures();
    const paths = jsonPaths(seed);
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom(
        null,
        '',
        -1,
        0.5,
        1e308,
        '1.0',
        'x'.repeat(100_000),
        [],
        {},
        true,
        '2026-13-45T99:99:99Z',
      ),
    );
    const hostileKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...paths), value), { minLength: 1, maxLength: 3 }),
        fc.option(hostileKey),
        (edits, key) => {
          const copy = JSON.parse(seedText) as Record<string | number, unknown>;
          let root: unknown = copy;
          for (const [path, v] of edits) {
            if (path.length === 0) {
              root = v;
              continue;
            }
            let at = root as Record<string | number, unknown> | null;
            for (const p of path.slice(0, -1)) {
              const next = at?.[p];
              at =
                next !== null && typeof next === 'object' ? (next as Record<string | number, unknown>) : null;
            }
            const key = path.at(-1)!;
            // An earlier edit may have put an array where an object was: only its places can be set then.
            if (at !== null && typeof at === 'object' && (!Array.isArray(at) || typeof key === 'number'))
              at[key] = v;
          }
          let text = JSON.stringify(root);
          if (key !== null && text.startsWith('{'))
            text = text.replace(
              /"orderItems":\[\{(?!\})/,
              `"orderItems":[{${JSON.stringify(key)}:{"polluted":1},`,
            );
          const parsed = JSON.parse(text) as unknown;
          dataOrCodedError(figures, () => readPage(parsed), ['SERVER'], namesField);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        },
      ),
      fuzzParameters(),
    );
    recordFigures('Shipment page: any value at any path', FILE, figures);
  });

  it('mutated as text: JSON that still parses is a page or SERVER naming the field', () => {
    const figures = newFigures();
    fc.assert(
      fc.property(mutated(seedText), (text) => {
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch {
          return; // the HTTP layer refuses text that is not JSON before the parser (http-client tests)
        }
        dataOrCodedError(figures, () => readPage(value), ['SERVER'], namesField);
      }),
      fuzzParameters(),
    );
    recordFigures('Shipment page mutated as text', FILE, figures);
  });
});
