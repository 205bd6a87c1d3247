import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isStructurallySame, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './all-catalogues.ts';
import type { MessageId } from './catalogue.ts';
import { en } from './catalogues/en.ts';
import { SAME_IN_HINDI, SELLER_DAY } from './catalogue-rules.ts';

const SRC = join(import.meta.dirname, '..', '..');
const ids = Object.keys(en) as MessageId[];

/** Every source file outside the catalogues: where an id is used, always written whole (never built from parts). */
function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path.endsWith(join('i18n', 'catalogues')) ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const ast = (message: string): MessageFormatElement[] => parse(message);

describe('the message catalogues', () => {
  it('every English message is ICU MessageFormat that parses', () => {
    const broken = ids.filter((id) => {
      try {
        ast(en[id]);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });

  it('every id of the English catalogue is used in the code, written whole', () => {
    const code = sources()
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = ids.filter((id) => !code.includes(`'${id}'`) && !code.includes(`"${id}"`));
    expect(unused).toEqual([]);
  });

  for (const [language, catalogue] of Object.entries(CATALOGUES)) {
    if (language === 'en') continue;
    it(`${language}: each message parses and takes the same values as its English`, () => {
      const wrong = Object.entries(catalogue).flatMap(([id, message]) => {
        try {
          const same = isStructurallySame(ast(en[id as MessageId]), ast(message!));
          return same.success ? [] : [`${id}: ${same.error?.message}`];
        } catch (error) {
          return [`${id}: ${(error as Error).message}`];
        }
      });
      expect(wrong).toEqual([]);
    });
  }

  it('hi: every message, each in Hindi rather than a copy of the English', () => {
    const { hi } = CATALOGUES;
    expect(ids.filter((id) => hi[id] === undefined)).toEqual([]);
    const copied = ids.filter((id) => hi[id] === en[id] && !SAME_IN_HINDI.has(id));
    expect(copied).toEqual([]);
  });

  it("mr: every message of the seller's day (Today, Shipments, Pack, Returns)", () => {
    const { mr } = CATALOGUES;
    const day = ids.filter((id) => SELLER_DAY.some((prefix) => id.startsWith(prefix)));
    expect(day.length).toBeGreaterThan(0);
    expect(day.filter((id) => mr[id] === undefined)).toEqual([]);
  });
});
