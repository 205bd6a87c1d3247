import { afterEach, describe, expect, it } from 'vitest';
import type { LanguageState } from '../../shared/i18n/languages.ts';
import { setBackendLanguage } from '../i18n/backend-language.ts';
import { callValue, startTestBackend } from '../testing/test-backend.ts';

/** The refusal the web host's backend gives a print of the window (the browser prints there), as the window reads it. */
async function printRefusal(backend: ReturnType<typeof startTestBackend>['backend']): Promise<string> {
  const envelope = await backend.dispatch('printDocument', { to: 'printer' });
  if (envelope.ok) throw new Error('the web host printed');
  return envelope.error.message;
}

describe("the app's language, on the backend's side", () => {
  const opened: ReturnType<typeof startTestBackend>[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((b) => b.close()));
    setBackendLanguage('en');
  });

  it("follows the OS's languages until one is chosen; refusals then arrive in it, and the choice outlives a restart", async () => {
    const first = startTestBackend();
    opened.push(first);
    const announced: LanguageState[] = [];
    first.backend.events.on('languageChanged', (state) => announced.push(state));

    expect(await callValue(first.backend, 'getLanguage', { system: ['hi-IN', 'en-US'] })).toEqual({
      choice: 'system',
      language: 'hi',
    });
    expect(await printRefusal(first.backend)).toMatch(/^Stockroom का यह रूप ब्राउज़र से प्रिंट करता है/);

    expect(await callValue(first.backend, 'setLanguage', { choice: 'en' })).toEqual({
      choice: 'en',
      language: 'en',
    });
    expect(announced).toEqual([{ choice: 'en', language: 'en' }]);
    expect(await printRefusal(first.backend)).toMatch(
      /^This version of Stockroom prints through the browser/,
    );

    await callValue(first.backend, 'setLanguage', { choice: 'mr' });
    await first.backend.close();
    const again = startTestBackend({ dataDir: first.dataDir });
    opened.push(again);
    expect(await callValue(again.backend, 'getLanguage', { system: ['hi-IN'] })).toEqual({
      choice: 'mr',
      language: 'mr',
    });
    expect(await printRefusal(again.backend)).toMatch(/^Stockroom ची ही आवृत्ती/);
  });

  it("speaks the OS's languages a window last named from the next start on, before any window asks", async () => {
    const first = startTestBackend();
    opened.push(first);
    await callValue(first.backend, 'getLanguage', { system: ['hi-IN', 'en-US'] });
    await first.backend.close();
    // One backend per process: English again, as a new process starts.
    setBackendLanguage('en');
    const again = startTestBackend({ dataDir: first.dataDir });
    opened.push(again);
    expect(await printRefusal(again.backend)).toMatch(/^Stockroom का यह रूप ब्राउज़र से प्रिंट करता है/);
    expect(await callValue(again.backend, 'getLanguage', { system: ['en-US'] })).toEqual({
      choice: 'system',
      language: 'en',
    });
    expect(await printRefusal(again.backend)).toMatch(
      /^This version of Stockroom prints through the browser/,
    );
  });

  it('refuses a language it does not have, naming the choices', async () => {
    const one = startTestBackend();
    opened.push(one);
    const envelope = await one.backend.dispatch('setLanguage', { choice: 'fr' });
    expect(envelope.ok).toBe(false);
    expect(JSON.stringify(envelope)).toContain('choice must be one of system, en, hi, mr, pseudo');
  });
});
