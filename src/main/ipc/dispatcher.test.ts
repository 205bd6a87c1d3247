import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.ts';
import { CALL_NAMES } from '../../shared/ipc/names.ts';
import { createDispatcher, type Handlers } from './dispatcher.ts';

/** Handlers that answer every call with its name, except where a test overrides one. */
function handlers(overrides: Partial<Handlers> = {}): Handlers {
  const base = Object.fromEntries(CALL_NAMES.map((name) => [name, () => ({ answeredBy: name })]));
  return { ...base, ...overrides } as Handlers;
}

describe('dispatcher', () => {
  it('refuses a call that is not in the contract, and runs nothing', async () => {
    const result = await createDispatcher(handlers())('deleteEverything', {});
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: 'UNKNOWN_CALL' }) });
    const inherited = await createDispatcher(handlers())('constructor', {});
    expect(inherited.ok).toBe(false);
  });

  it('answers VALIDATION naming the path of the bad field, before the handler runs', async () => {
    let ran = false;
    const dispatch = createDispatcher(handlers({ setSellerApp: () => ((ran = true), undefined as never) }));
    const result = await dispatch('setSellerApp', {
      profileId: 'p1',
      type: 'third_party',
      appId: 'app',
      appSecret: 's',
      redirectUri: 'http://example.com/cb',
    });
    expect(ran).toBe(false);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('VALIDATION');
    expect(result.error.message).toContain('redirectUri');
    expect(result.error.details?.fields).toEqual([
      { path: 'redirectUri', message: 'Redirect URL must be an https link' },
    ]);
  });

  it('takes only the job kinds of the contract in listJobs, so a misspelt kind is refused, not an empty list', async () => {
    const dispatch = createDispatcher(handlers({ listJobs: ({ kind }) => [{ kind }] as never }));
    expect(await dispatch('listJobs', { kind: 'feedSync:mobiles' })).toEqual({
      ok: true,
      value: [{ kind: 'feedSync:mobiles' }],
    });
    expect(await dispatch('listJobs', { kind: 'shipmentSync' })).toMatchObject({ ok: true });
    const typo = await dispatch('listJobs', { kind: 'shipmentsSync' });
    expect(typo).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    expect(await dispatch('listJobs', { kind: 'feedSync:' })).toMatchObject({ ok: false });
  });

  it('passes the parsed input and returns the value', async () => {
    const dispatch = createDispatcher(handlers({ removeProfile: ({ id }) => void expect(id).toBe('p1') }));
    expect(await dispatch('removeProfile', { id: 'p1' })).toEqual({ ok: true, value: null });
    expect(await dispatch('getStatus', undefined)).toEqual({ ok: true, value: { answeredBy: 'getStatus' } });
  });

  it('turns an AppError into its code and sentence', async () => {
    const dispatch = createDispatcher(
      handlers({
        removeProfile: () =>
          Promise.reject(new AppError('FORBIDDEN', 'The Demo profile is built in and cannot be removed.')),
      }),
    );
    expect(await dispatch('removeProfile', { id: 'demo' })).toEqual({
      ok: false,
      error: { code: 'FORBIDDEN', message: 'The Demo profile is built in and cannot be removed.' },
    });
  });

  it('hides the text of an unexpected error behind INTERNAL and reports it to main', async () => {
    const seen: string[] = [];
    const dispatch = createDispatcher(
      handlers({ getStatus: () => Promise.reject(new Error('SELECT * FROM secrets failed at /home/me')) }),
      (name) => seen.push(name),
    );
    const result = await dispatch('getStatus', {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('INTERNAL');
    expect(result.error.message).not.toContain('secrets');
    expect(seen).toEqual(['getStatus']);
  });
});
