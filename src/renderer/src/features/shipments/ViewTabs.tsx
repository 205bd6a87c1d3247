import { useRef, type KeyboardEvent } from 'react';
import { SHIPMENT_VIEWS, viewLabel, type ShipmentView } from '../../../../shared/shipments/views.ts';
import { formatCount, t } from '../../i18n/index.ts';
import { PENDING } from './marks.ts';
import { tabAfterKey } from '../../ui/tab-keys.ts';
import { useShipments } from './shipments-store.ts';

const VIEW_IDS = SHIPMENT_VIEWS.map((v) => v.id);

/** The id of a view's tab, which names the panel it controls. */
export const viewTabId = (view: ShipmentView): string => `shipments-tab-${view}`;

/** The tab of the view on show, once the screen is drawn: where focus goes when the control that had it is gone. */
export const selectedViewTab = (): HTMLElement | null =>
  document.querySelector<HTMLElement>('#shipment-views [aria-selected="true"]');

/**
 * The shipment views as a tablist: one tab in the Tab order (the selected one), the arrows, Home and End move
 * between them and select as they go, and every tab controls the panel `panelId` (the grid).
 */
export function ViewTabs({ panelId }: { panelId: string }) {
  const view = useShipments((s) => s.filter.view);
  const counts = useShipments((s) => s.counts);
  const setView = useShipments((s) => s.setView);
  const tabs = useRef(new Map<ShipmentView, HTMLButtonElement>());

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(e.key, VIEW_IDS, view);
    if (next === null) return;
    e.preventDefault();
    setView(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <div role="tablist" id="shipment-views" aria-label={t('shipments.tabs.label')} className="tabs">
      {SHIPMENT_VIEWS.map((v) => (
        <button
          key={v.id}
          ref={(button) => {
            if (button) tabs.current.set(v.id, button);
            else tabs.current.delete(v.id);
          }}
          id={viewTabId(v.id)}
          type="button"
          role="tab"
          aria-selected={view === v.id}
          aria-controls={panelId}
          tabIndex={view === v.id ? 0 : -1}
          className={view === v.id ? 'tab selected' : 'tab'}
          onClick={() => setView(v.id)}
          onKeyDown={onKeyDown}
        >
          {viewLabel(v.id, t)} <span className="count">{counts ? formatCount(counts[v.id]) : PENDING}</span>
        </button>
      ))}
    </div>
  );
}
