import { describe, expect, it } from 'vitest';
import type { DesktopCommand } from '../../../shared/app/payloads.ts';
import { handleDesktopCommand, opensShortcuts, TYPED_GRID } from './desktop-commands.ts';

function record(command: DesktopCommand): string[] {
  const done: string[] = [];
  handleDesktopCommand(command, {
    go: (s) => done.push(`go ${s}`),
    importCsv: (name, bytes) => done.push(`import ${name} (${bytes.length} bytes)`),
    exportCurrent: () => done.push('export'),
    showShortcuts: () => done.push('shortcuts'),
    sayQuitting: (m) => done.push(`say ${m}`),
  });
  return done;
}

describe('the window’s answer to the desktop shell', () => {
  it('opens the listing editor before importing a file handed over', () => {
    expect(
      record({ command: 'importCsv', fileName: 'a.csv', bytes: new TextEncoder().encode('sku\n') }),
    ).toEqual(['go listings', 'import a.csv (4 bytes)']);
  });

  it('goes to a screen, exports, shows the shortcuts and says it is quitting', () => {
    expect(record({ command: 'navigate', screen: 'feeds' })).toEqual(['go feeds']);
    expect(record({ command: 'export' })).toEqual(['export']);
    expect(record({ command: 'showShortcuts' })).toEqual(['shortcuts']);
    expect(record({ command: 'quitting', message: 'Closing…' })).toEqual(['say Closing…']);
  });
});

describe('the ? key', () => {
  const key = { key: '?', ctrlKey: false, metaKey: false, altKey: false };
  it('opens the shortcuts, but not while the person types in a field or a cell', () => {
    expect(opensShortcuts(key, { tagName: 'DIV' })).toBe(true);
    expect(opensShortcuts(key, null)).toBe(true);
    expect(opensShortcuts(key, { tagName: 'input' })).toBe(false);
    expect(opensShortcuts(key, { tagName: 'TEXTAREA' })).toBe(false);
    expect(opensShortcuts(key, { tagName: 'DIV', isContentEditable: true })).toBe(false);
    expect(opensShortcuts({ ...key, ctrlKey: true }, { tagName: 'DIV' })).toBe(false);
    expect(opensShortcuts({ ...key, key: '/' }, { tagName: 'DIV' })).toBe(false);
  });

  it('is a character on a cell of a grid a key edits (the sheet, My listings), not the shortcuts', () => {
    const cell = (typed: boolean) => ({
      tagName: 'DIV',
      closest: (selector: string) => (typed && selector === `[${TYPED_GRID}]` ? {} : null),
    });
    expect(opensShortcuts(key, cell(true))).toBe(false);
    expect(opensShortcuts(key, cell(false))).toBe(true);
  });
});
