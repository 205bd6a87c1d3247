import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appMigrations } from '../app/migrations.ts';
import { openDatabase } from '../storage/database.ts';
import { returnsMigrations } from './migrations.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the returns cache schema', () => {
  it('keeps every cached return, as it came, when it moves the raw answer to a table of its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stockroom-returns-schema-'));
    dirs.push(dir);
    const before = openDatabase(dir, [
      appMigrations,
      { slice: 'returns', steps: returnsMigrations.steps.slice(0, 2) },
    ]);
    before
      .prepare(
        `INSERT INTO returns (profile_id, account, return_id, source, order_item_id, sku, status, tracking_id, tab,
           synced_at, raw) VALUES ('p', 'a', 'R1', 'courier_return', 'OI1', 'TSH-1', 'delivered', 'FMPR1', 'to-receive',
           '2026-11-29T08:00:00.000Z', '{"returnId":"R1","extra":true}')`,
      )
      .run();
    before.close();
    const after = openDatabase(dir, [appMigrations, returnsMigrations]);
    try {
      expect(
        after
          .prepare('SELECT return_id, sku, status, tab, search_text FROM returns')
          .all()
          .map((r) => ({ ...r })),
      ).toEqual([
        {
          return_id: 'R1',
          sku: 'TSH-1',
          status: 'delivered',
          tab: 'to-receive',
          search_text: 'r1 oi1  tsh-1 fmpr1',
        },
      ]);
      expect(after.prepare('SELECT raw FROM return_raw WHERE return_id = ?').get('R1')).toEqual({
        raw: '{"returnId":"R1","extra":true}',
      });
    } finally {
      after.close();
    }
  });
});
