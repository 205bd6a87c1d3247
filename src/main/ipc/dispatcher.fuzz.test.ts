import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calls } from '../../shared/ipc/contract.ts';
import {
  CASE_LIMIT_MS,
  fuzzParameters,
  nastyChar,
  newFigures,
  recordFigures,
} from '../testing/fuzz.test-support.ts';
import { createDispatcher, type Handlers } from './dispatcher.ts';

/**
 * Every contract call's input through the one dispatcher, generated: wrong types, extra fields, huge strings,
 * `__proto__` and `constructor` keys, arrays for objects. The answer is always an envelope: a call the schema
 * accepts reaches its handler with a plain object, anything else is VALIDATION naming the field. Never an
 * exception, never a polluted prototype. The handlers here record what reaches them: what the services then do
 * with valid input is their own tests' subject.
 */
const FILE = 'src/main/ipc/dispatcher.fuzz.test.ts';
const names = Object.keys(calls) as (keyof typeof calls)[];

function fieldsOf(name: keyof typeof calls): string[] {
  const schema = calls[name].input as unknown as { shape?: Record<string, unknown> };
  return schema.shape ? Object.keys(schema.shape) : [];
}

const leaf = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: nastyChar, maxLength: 30 }),
  fc.constantFrom(
    'x'.repeat(1_000_000),
    '',
    'demo',
    'https://example.com',
    'javascript:alert(1)',
    '__proto__',
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, -1, 0, 1e308, Number.NaN),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'prototype')),
      tie('v'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).v;

function input(name: keyof typeof calls): fc.Arbitrary<unknown> {
  const fields = fieldsOf(name);
  const shaped =
    fields.length === 0
      ? fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 3 })
      : fc.dictionary(
          fc.oneof(fc.constantFrom(...fields), fc.constantFrom('__proto__', 'constructor', 'extra')),
          value,
          {
            maxKeys: fields.length + 2,
          },
        );
  // Through JSON, as both hosts deliver it: `__proto__` arrives as an own key.
  return fc.oneof(shaped, value).map((v) => JSON.parse(JSON.stringify(v ?? null)) as unknown);
}

describe('contract inputs under attack', () => {
  it('every call answers an envelope: handled with a plain object, or VALIDATION naming the field', async () => {
    const figures = newFigures();
    const reached: unknown[] = [];
    const unexpected: unknown[] = [];
    const handlers = new Proxy({} as Handlers, {
      get: () => (data: unknown) => {
        reached.push(data);
        return null;
      },
    });
    const dispatch = createDispatcher(handlers, (_name, error) => unexpected.push(error));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names).chain((name) => fc.tuple(fc.constant(name), input(name))),
        async ([name, given]) => {
          const started = performance.now();
          reached.length = 0;
          const envelope = await dispatch(name, given);
          const ms = performance.now() - started;
          figures.cases++;
          figures.maxCaseMs = Math.max(figures.maxCaseMs, ms);
          if (envelope.ok) figures.data++;
          else figures.refused++;
          expect(ms).toBeLessThan(CASE_LIMIT_MS);
          if (envelope.ok) {
            expect(reached).toHaveLength(1);
            const data = reached[0];
            if (data !== null && typeof data === 'object' && !Array.isArray(data))
              expect([Object.prototype, null]).toContain(Object.getPrototypeOf(data));
          } else {
            expect(envelope.error.code).toBe('VALIDATION');
            expect(envelope.error.message).toMatch(/^[\w.()[\]]+: /);
            expect(reached).toEqual([]);
          }
          expect(unexpected).toEqual([]);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        },
      ),
      fuzzParameters(),
    );
    recordFigures('Every contract call, generated input', FILE, { ...figures, calls: names.length });
  });

  it('an unknown call name, even one on Object.prototype, is UNKNOWN_CALL', async () => {
    const dispatch = createDispatcher({} as Handlers);
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '', 'x'.repeat(10_000)])
      expect(await dispatch(name, {})).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CALL' } });
  });
});
