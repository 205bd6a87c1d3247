import { useShallow } from 'zustand/react/shallow';
import { FormattedMessage } from 'react-intl';
import { SCREENS, useNavigation } from './navigation-store.ts';
import { SCREEN_LABEL_IDS } from './screen-title.ts';
import { useShipments } from '../features/shipments/shipments-store.ts';
import { useReturns } from '../features/returns/returns-store.ts';
import { t } from '../i18n/index.ts';

/** The app's own name: written as it is in every language. */
const APP_NAME = 'Stockroom';

export function Nav() {
  const { screen, go } = useNavigation(useShallow((s) => ({ screen: s.screen, go: s.go })));
  return (
    <nav className="nav" aria-label={t('app.nav.label')}>
      <div className="brand" aria-hidden="true" translate="no">
        {APP_NAME}
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
              <FormattedMessage id={SCREEN_LABEL_IDS[name]} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
