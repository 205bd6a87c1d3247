import diagnosticsChannel from 'node:diagnostics_channel';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HEAD_BYTES, readBodyCapped } from './read-body.ts';

/** A response whose body arrives as the given pieces, one `read()` each. */
function pieces(...chunks: Uint8Array[]): Response {
  const queue = [...chunks];
  return new Response(
    new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = queue.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(next);
      },
    }),
  );
}

/** `bytes` cut at each of `at` (byte offsets). */
function cut(bytes: Uint8Array, ...at: number[]): Uint8Array[] {
  const edges = [0, ...at, bytes.byteLength];
  return edges.slice(1).map((end, i) => bytes.slice(edges[i], end));
}

describe('readBodyCapped', () => {
  it('reads text whose characters are split across pieces as the whole', async () => {
    const text = '{"title":"₹ 1,299 — मोबाइल फ़ोन","emoji":"📦"}';
    const bytes = new TextEncoder().encode(text);
    // Inside the rupee sign (3 bytes), inside a Devanagari letter, inside the 4-byte emoji.
    const rupee = bytes.indexOf(0xe2);
    const emoji = bytes.indexOf(0xf0);
    const read = await readBodyCapped(pieces(...cut(bytes, rupee + 1, rupee + 2, 30, emoji + 3)), 1024);
    expect(read).toEqual({ ok: true, text });
  });

  it('drops a leading byte order mark and replaces a broken sequence, as a text decoder does', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0xe2, 0x82, 0x62]);
    const read = await readBodyCapped(pieces(...cut(bytes, 2, 5)), 1024);
    expect(read).toEqual({ ok: true, text: new TextDecoder().decode(bytes) });
    expect(read).toEqual({ ok: true, text: 'a\uFFFDb' });
  });

  it('reads one piece, no piece, and no body', async () => {
    expect(await readBodyCapped(pieces(new TextEncoder().encode('[1]')), 3)).toEqual({
      ok: true,
      text: '[1]',
    });
    expect(await readBodyCapped(pieces(), 3)).toEqual({ ok: true, text: '' });
    expect(await readBodyCapped(new Response(null), 3)).toEqual({ ok: true, text: '' });
  });

  it('stops at the cap, counting bytes rather than characters', async () => {
    const bytes = new TextEncoder().encode('₹₹'); // 6 bytes, 2 characters
    expect(await readBodyCapped(pieces(...cut(bytes, 3)), 6)).toEqual({ ok: true, text: '₹₹' });
    expect(await readBodyCapped(pieces(...cut(bytes, 3)), 5)).toEqual({ ok: false, bytesRead: 6 });
  });

  it('keeps a binary body as its bytes, never decoded', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00, 0xe2]);
    const read = await readBodyCapped(pieces(...cut(bytes, 3, 5)), 64, true);
    expect(read).toEqual({ ok: true, text: '', bytes: { bytes } });
  });

  it('gives the head once its first pieces hold HEAD_BYTES, before the rest is read, and all of a short body', async () => {
    const text = 'a'.repeat(HEAD_BYTES + 10) + 'b'.repeat(50_000);
    const bytes = new TextEncoder().encode(text);
    const heads: { head: string; readAfter: number }[] = [];
    let reads = 0;
    const queue = cut(bytes, 3000, HEAD_BYTES + 10, HEAD_BYTES + 30_000);
    const response = new Response(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = queue.shift();
          if (next === undefined) controller.close();
          else {
            reads++;
            controller.enqueue(next);
          }
        },
      }),
    );
    const read = await readBodyCapped(response, 1_000_000, false, (head) =>
      heads.push({ head, readAfter: reads }),
    );
    expect(read).toEqual({ ok: true, text });
    expect(heads).toHaveLength(1);
    expect(heads[0]?.head).toBe('a'.repeat(HEAD_BYTES + 10));
    // Heard before the last two pieces were asked for (a stream reads one piece ahead).
    expect(heads[0]?.readAfter).toBeLessThan(4);

    const short: string[] = [];
    await readBodyCapped(pieces(new TextEncoder().encode('{"nextUrl":null}')), 1024, false, (h) =>
      short.push(h),
    );
    expect(short).toEqual(['{"nextUrl":null}']);
  });

  describe('a request made from onHead', () => {
    let server: Server | undefined;
    afterEach(async () => {
      await new Promise((resolve) => server?.close(resolve));
      server = undefined;
    });

    it('has left by the time the rest of an already received body is read', async () => {
      // A 64 KB page (over HEAD_BYTES) written whole at once, so that all of it has come with its headers; and a
      // small one, the next page the head names.
      const page = 'x'.repeat(64 * 1024);
      server = createServer((request, response) => response.end(request.url === '/next' ? '{}' : page));
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // Undici reports a request's headers as they are written to its connection.
      const written: string[] = [];
      const onWrite = (message: unknown) => {
        const { request } = message as { request: { path: string } };
        written.push(request.path);
      };
      diagnosticsChannel.subscribe('undici:client:sendHeaders', onWrite);
      let next: Promise<Response> | undefined;
      try {
        // Two connections open, as a walk's are after its first pages: a new one would wait for its connect.
        await Promise.all([1, 2].map(async () => (await fetch(`${origin}/next`)).text()));
        written.length = 0;
        const response = await fetch(`${origin}/page`);
        const read = await readBodyCapped(response, 1_000_000, false, () => {
          next = fetch(`${origin}/next`);
        });
        // What the walk does next (parse the page, then use it) runs from here without a turn of the event loop.
        const writtenWhenRead = [...written];
        expect(read).toEqual({ ok: true, text: page });
        expect(writtenWhenRead).toEqual(['/page', '/next']);
        expect(await (await (next as Promise<Response>)).text()).toBe('{}');
      } finally {
        await next?.catch(() => undefined);
        diagnosticsChannel.unsubscribe('undici:client:sendHeaders', onWrite);
      }
    });
  });
});
