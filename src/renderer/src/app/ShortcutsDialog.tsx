import { useEffect, useRef } from 'react';
import { opensShortcuts, SHORTCUTS } from './desktop-commands.ts';
import { useDesktop } from './desktop-store.ts';

/** Help › Keyboard Shortcuts, or `?` anywhere outside a field: the keys the app answers. */
export function ShortcutsDialog({ desktop }: { desktop: boolean }) {
  const open = useDesktop((s) => s.shortcutsOpen);
  const { showShortcuts, closeShortcuts } = useDesktop.getState();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (opensShortcuts(event, event.target as HTMLElement | null)) {
        event.preventDefault();
        showShortcuts();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [showShortcuts]);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  const shown = SHORTCUTS.filter((s) => desktop || !s.desktopOnly);
  return (
    <dialog ref={dialog} className="shortcuts" aria-labelledby="shortcuts-title" onClose={closeShortcuts}>
      <h2 id="shortcuts-title">Keyboard shortcuts</h2>
      <dl>
        {shown.map((s) => (
          <div key={s.keys}>
            <dt>
              <kbd>{s.keys}</kbd>
            </dt>
            <dd>{s.does}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={closeShortcuts}>
        Close
      </button>
    </dialog>
  );
}
