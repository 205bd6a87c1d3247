import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer of a tiny real HTTP server used by the HTTP-layer tests. */
export interface ScriptedReply {
  status: number;
  /** Text, or bytes sent as they are (a PDF). */
  body?: string | Uint8Array;
  headers?: Record<string, string>;
  /** Wait this long before answering (to provoke time-outs). */
  delayMs?: number;
  /** Never answered: the request waits until the client gives it up or the server closes. */
  hold?: boolean;
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** Settles when the client gave the request up before it was answered. */
  abandoned: Promise<void>;
}

export interface ScriptedServer {
  url: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/**
 * A loopback server that answers requests with `replies` in order (the last reply repeats). Real HTTP, so the
 * client's fetch, time-outs and body handling are exercised for real, without the simulator.
 */
export async function startScriptedServer(
  replies: ScriptedReply[] | ((req: SeenRequest) => ScriptedReply),
): Promise<ScriptedServer> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    let abandon = (): void => undefined;
    const abandoned = new Promise<void>((resolve) => (abandon = resolve));
    res.on('close', () => {
      if (!res.writableFinished) abandon();
    });
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        abandoned,
      };
      seen.push(request);
      const reply =
        typeof replies === 'function'
          ? replies(request)
          : (replies[Math.min(seen.length, replies.length) - 1] ?? { status: 500 });
      const send = (): void => {
        if (res.destroyed) return;
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(reply.body ?? '');
      };
      if (reply.hold) return;
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
