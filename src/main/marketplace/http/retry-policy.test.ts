import { afterEach, describe, expect, it } from 'vitest';
import { failure } from '../testing/failure.test-support.ts';
import { startScriptedServer } from '../testing/scripted-server.test-support.ts';
import type { ScriptedReply, ScriptedServer } from '../testing/scripted-server.test-support.ts';
import { CONNECTION_TEST_POLICY, HttpClient } from './http-client.ts';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A client whose waits are recorded instead of slept: the injected sleep returns at once. */
function recordingClient() {
  const waits: number[] = [];
  const http = new HttpClient({
    random: () => 0.5,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { http, waits };
}

async function serve(reply: ScriptedReply) {
  server = await startScriptedServer([reply]);
  return server;
}

describe('the retry policy is chosen per call', () => {
  const busy: ScriptedReply = { status: 429, body: '{}', headers: { 'retry-after': '60' } };

  it('long jobs keep the patient default: four attempts, a Retry-After of a minute waited out', async () => {
    const s = await serve(busy);
    const { http, waits } = recordingClient();
    const error = await failure(http.request({ method: 'GET', url: `${s.url}/x` }));
    expect(error.code).toBe('RATE_LIMITED');
    expect(s.seen).toHaveLength(4);
    expect(waits).toEqual([60_000, 60_000, 60_000]);
  });

  it('a connection test asks once when told to come back in a minute, and waits for nothing', async () => {
    const s = await serve(busy);
    const { http, waits } = recordingClient();
    const error = await failure(
      http.request({ method: 'GET', url: `${s.url}/x`, retry: CONNECTION_TEST_POLICY }),
    );
    expect(error.code).toBe('RATE_LIMITED');
    expect(s.seen).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('a connection test tries a failing server twice at most, with a short pause', async () => {
    const s = await serve({ status: 503, body: '{}' });
    const { http, waits } = recordingClient();
    const impatient = http.withRetry(CONNECTION_TEST_POLICY);
    const error = await failure(impatient.request({ method: 'GET', url: `${s.url}/x` }));
    expect(error.code).toBe('SERVER');
    expect(s.seen).toHaveLength(2);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeLessThanOrEqual(1_000);
    // The client it was made from stays patient.
    s.seen.length = 0;
    await failure(http.request({ method: 'GET', url: `${s.url}/x` }));
    expect(s.seen).toHaveLength(4);
  });
});
