import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { opensShortcuts } from './desktop-commands.ts';
import { useDesktop } from './desktop-store.ts';
import { SHORTCUT_GROUPS } from './shortcuts.ts';

/** Help › Keyboard Shortcuts, or `?` anywhere outside a field: the keys the app answers. */
export function ShortcutsDialog({ desktop }: { desktop: boolean }) {
  const open = useDesktop((s) => s.shortcutsOpen);
  const { showShortcuts, closeShortcuts } = useDesktop.getState();
  const dialog = useRef<HTMLDialogElement>(null);
  // The control the person was on when the list opened: they go back there when it closes.
  const opener = useRef<HTMLElement | null>(null);

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
    if (open && !el.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      el.showModal();
    }
    if (!open && el.open) el.close();
    if (!open && opener.current !== null) {
      if (opener.current.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  const groups = SHORTCUT_GROUPS.map((g) => ({
    where: g.where,
    keys: g.keys.filter((s) => desktop || !s.desktopOnly),
  }));
  return (
    <dialog ref={dialog} className="shortcuts" aria-labelledby="shortcuts-title" onClose={closeShortcuts}>
      <h2 id="shortcuts-title">
        <FormattedMessage id="app.shortcuts.title" />
      </h2>
      {/* One table, so that every group's keys and meanings line up in the same two columns. */}
      <table>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="app.shortcuts.keys" />
            </th>
            <th scope="col">
              <FormattedMessage id="app.shortcuts.does" />
            </th>
          </tr>
        </thead>
        {groups.map((g) => (
          <tbody key={g.where}>
            <tr>
              <th scope="rowgroup" colSpan={2} className="shortcut-group">
                <FormattedMessage id={g.where} />
              </th>
            </tr>
            {g.keys.map((s) => (
              <tr key={`${s.keys} ${s.note ?? ''}`}>
                <td>
                  {/* Keys as the keyboard prints them, in every language. */}
                  <kbd translate="no">{s.keys}</kbd>
                  {s.note && (
                    <>
                      {' '}
                      <FormattedMessage id={s.note} />
                    </>
                  )}
                </td>
                <td>
                  <FormattedMessage id={s.does} />
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      <button type="button" onClick={closeShortcuts}>
        <FormattedMessage id="ui.action.close" />
      </button>
    </dialog>
  );
}
