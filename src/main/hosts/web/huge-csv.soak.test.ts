import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.ts';
import { COLUMN_IDS } from '../../../shared/listings/columns.ts';
import { importCsv } from '../../../shared/listings/csv.ts';
import { recordFigures } from '../../testing/fuzz.test-support.ts';
import { signedInWebHost } from './testing/signed-in-host.ts';

/**
 * A 200 MB listing CSV (about 300,000 rows), the soak run's size test. The screen refuses such a file by its size
 * before reading it (file-actions.ts, checkCsvSize); here, what happens when it gets further anyway: the import
 * refuses the text with a sentence before parsing it, and the web host refuses a 200 MB call body as it arrives,
 * never holding it. The backend's RSS is sampled throughout.
 */
const MB = 1024 * 1024;
const SIZE = 200 * MB;
const row = `${COLUMN_IDS.map((id, i) => (id === 'sku' ? 'SKU-000000' : `value${i}`)).join(',')}\r\n`;

function rssSampler(): { peak(): number; stop(): void } {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  return { peak: () => peak, stop: () => clearInterval(timer) };
}

describe('a 200 MB CSV', () => {
  const web = signedInWebHost();

  it('is refused by the import with a sentence, before it is parsed', () => {
    const text = `${COLUMN_IDS.join(',')}\r\n${row.repeat(Math.ceil(SIZE / row.length))}`;
    const before = process.memoryUsage.rss();
    const sampler = rssSampler();
    const started = performance.now();
    let error: unknown;
    try {
      importCsv(text);
    } catch (e) {
      error = e;
    }
    const ms = performance.now() - started;
    sampler.stop();
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('VALIDATION');
    expect((error as AppError).message).toMatch(
      /^This CSV is \d+ MB; Stockroom imports files of up to 64 MB .* Split it and import the parts\.$/,
    );
    expect(ms).toBeLessThan(1_000);
    recordFigures('A 200 MB CSV given to the import', 'src/main/hosts/web/huge-csv.soak.test.ts', {
      bytes: text.length,
      refusedInMs: Math.round(ms),
      rssBeforeMB: Math.round(before / MB),
      rssPeakMB: Math.round(sampler.peak() / MB),
    });
  });

  it('is refused by the web web.host as a call body as it arrives, and the web.host keeps answering', async () => {
    const before = process.memoryUsage.rss();
    const sampler = rssSampler();
    const started = performance.now();
    // Streamed in 1 MB pieces of CSV text inside a JSON body, never held whole on either side.
    const answer = await new Promise<{ status: number; body: string; sentMB: number }>((resolve, reject) => {
      let sent = 0;
      const req = request(
        {
          host: '127.0.0.1',
          port: web.host.port,
          method: 'POST',
          path: '/api/calls/replaceListingsDraft',
          headers: {
            cookie: web.cookie,
            origin: web.host.origin,
            'content-type': 'application/json',
            'content-length': SIZE,
          },
        },
        (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentMB: Math.round(sent / MB) }));
        },
      );
      req.on('error', (e) => (sent > 0 ? undefined : reject(e)));
      const piece = Buffer.from(row.repeat(Math.ceil(MB / row.length))).subarray(0, MB);
      const pump = () => {
        while (sent < SIZE) {
          sent += piece.length;
          if (!req.write(piece)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    const ms = performance.now() - started;
    sampler.stop();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: false, error: { code: 'REQUEST_TOO_LARGE' } });
    const after = await fetch(`${web.host.origin}/api/calls/getStatus`, {
      method: 'POST',
      headers: { cookie: web.cookie, origin: web.host.origin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(after.status).toBe(200);
    expect(sampler.peak() - before).toBeLessThan(100 * MB);
    recordFigures('A 200 MB call body to the web web.host', 'src/main/hosts/web/huge-csv.soak.test.ts', {
      bytesDeclared: SIZE,
      answeredInMs: Math.round(ms),
      rssBeforeMB: Math.round(before / MB),
      rssPeakMB: Math.round(sampler.peak() / MB),
    });
  }, 120_000);
});
