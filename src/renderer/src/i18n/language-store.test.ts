import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { LanguageChoice, LanguageCode } from '../../../shared/i18n/languages.ts';
import { fakeApi, settle } from '../testing/fake-api.test-support.ts';
import { createLanguageStore, type LanguageWindow } from './language-store.ts';

const RENDERER = resolve(import.meta.dirname, '..');

/** A window with no fonts to wait for (the catalogue is what these tests hold) and nothing remembered. */
function fakeWindow(): LanguageWindow {
  const kept = new Map<string, string>();
  return {
    navigator: { languages: ['en-IN'] },
    document: { documentElement: { lang: '' } as HTMLElement },
    localStorage: {
      getItem: (key) => kept.get(key) ?? null,
      setItem: (key, value) => void kept.set(key, value),
    },
  };
}

/** A catalogue loader a test lets through when it likes, as a slow chunk would arrive. */
function heldLoader() {
  const asked: LanguageCode[] = [];
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const load = (language: LanguageCode) => {
    asked.push(language);
    return language === 'en' ? Promise.resolve() : arrived;
  };
  return { asked, load, release };
}

/** The files a file imports statically (`import … from './x'`, `import './x'`), not its `import()`s. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/^(?:import|export)\s[^;]*?['"](\.{1,2}\/[^'"]+)['"]/gm)]
    .filter(([statement]) => !/^(?:import|export)\s+type\s/.test(statement))
    .map((m) => join(dirname(file), m[1] as string))
    .filter((path) => /\.tsx?$/.test(path));
}

describe('the language store', () => {
  it('switches to Hindi only once its catalogue has loaded', async () => {
    let kept: LanguageChoice = 'en';
    const fake = fakeApi({
      getLanguage: () => ({ choice: kept, language: kept === 'system' ? 'en' : kept }),
      setLanguage: ({ choice }) => ({
        choice: (kept = choice),
        language: choice === 'system' ? 'en' : choice,
      }),
    });
    const loader = heldLoader();
    const store = createLanguageStore(loader.load);
    const win = fakeWindow();
    const stop = store.getState().init(fake.api, win);
    await settle();
    expect(store.getState()).toMatchObject({ choice: 'en', language: 'en' });

    const switching = store.getState().setLanguage('hi');
    await settle();
    expect(loader.asked).toContain('hi');
    expect(store.getState().language).toBe('en');
    expect(win.document.documentElement.lang).toBe('en-IN');

    loader.release();
    await switching;
    expect(store.getState()).toMatchObject({ choice: 'hi', language: 'hi', error: null });
    expect(win.document.documentElement.lang).toBe('hi-IN');
    stop();
  });

  it('still switches when the catalogue cannot be fetched (its sentences then read in English)', async () => {
    const fake = fakeApi({
      getLanguage: () => ({ choice: 'en', language: 'en' }),
      setLanguage: ({ choice }) => ({ choice, language: 'mr' }),
    });
    const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createLanguageStore((language) =>
      language === 'mr' ? Promise.reject(new Error('chunk gone')) : Promise.resolve(),
    );
    const stop = store.getState().init(fake.api, fakeWindow());
    await settle();
    await store.getState().setLanguage('mr');
    expect(store.getState()).toMatchObject({ choice: 'mr', language: 'mr', error: null });
    expect(failed).toHaveBeenCalled();
    failed.mockRestore();
    stop();
  });

  it("the window's entry imports only its half of English: Hindi and Marathi are loaded when chosen", () => {
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of staticImports(file)) walk(next);
    };
    walk(join(RENDERER, 'main.tsx'));
    const reached = [...seen].map((file) => file.replace(/\\/g, '/'));
    expect(reached.some((file) => file.endsWith('/shared/i18n/catalogues/en-window.ts'))).toBe(true);
    expect(
      reached.filter((file) => /\/catalogues\/(hi|mr|en|en-backend)\.ts$|\/all-catalogues\.ts$/.test(file)),
    ).toEqual([]);
  });
});
