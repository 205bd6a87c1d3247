import { useShallow } from 'zustand/react/shallow';
import { SCREENS, useNavigation } from './navigation-store.ts';
import { SCREEN_LABELS } from './screen-title.ts';
import { useShipments } from '../features/shipments/shipments-store.ts';
import { useReturns } from '../features/returns/returns-store.ts';

export function Nav() {
  const { screen, go } = useNavigation(useShallow((s) => ({ screen: s.screen, go: s.go })));
  return (
    <nav className="nav" aria-label="Main">
      <div className="brand" aria-hidden="true">
        Stockroom
      </div>
      <ul>
        {SCREENS.map((name) => (
          <li key={name}>
            <a
              href={`#/${name}`}
              aria-current={screen === name ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                // Shipments and Returns from the sidebar are the seller's own view, not the last count from Today.
                if (name === 'shipments') useShipments.getState().ownFilter();
                if (name === 'returns') useReturns.getState().ownFilter();
                go(name);
              }}
            >
              {SCREEN_LABELS[name]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
