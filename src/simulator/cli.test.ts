import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const NODE = fileURLToPath(new URL('../../node_modules/.bin/node', import.meta.url));
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

function run(args: string[]) {
  const child = spawn(NODE, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return { child, out: () => stdout, err: () => stderr };
}

describe('cli', () => {
  it('prints one SIMULATOR READY line with the info JSON and stops on SIGTERM', async () => {
    const p = run([
      '--port',
      '0',
      '--seed',
      '7',
      '--shipments',
      '50',
      '--products',
      '100',
      '--latency-ms',
      '1',
    ]);
    while (!p.out().includes('\n')) await once(p.child.stdout, 'data');
    const lines = p.out().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^SIMULATOR READY \{/);
    const info = JSON.parse(lines[0]?.slice('SIMULATOR READY '.length) ?? '');
    expect(info.base_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sellers$/);
    expect(info.credentials.affiliate.trackingId).toEqual(expect.any(String));
    expect((await fetch(`${info.admin_url}/counters`)).status).toBe(200);
    p.child.kill('SIGTERM');
    const [code] = await once(p.child, 'exit');
    expect(code).toBe(0);
  });

  it('stops cleanly on SIGINT too', async () => {
    const p = run(['--shipments', '0', '--products', '10']);
    while (!p.out().includes('\n')) await once(p.child.stdout, 'data');
    p.child.kill('SIGINT');
    const [code] = await once(p.child, 'exit');
    expect(code).toBe(0);
  });

  it.each([[['--ports', '1']], [['--port', 'abc']], [['--shipments', '-5']], [['extra']]])(
    'exits 2 with a message on bad flags %j',
    async (args) => {
      const p = run(args);
      const [code] = await once(p.child, 'exit');
      expect(code).toBe(2);
      expect(p.err()).toMatch(/^sim: [\s\S]+\nusage: npm run sim/);
      expect(p.out()).toBe('');
    },
  );
});
