import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { locationLabel, MAX_LOCATION_NAME } from '../../../../shared/locations/location-names.ts';
import { t } from '../../i18n/index.ts';
import { useLocationNames } from './location-names-store.ts';

/**
 * "Name locations": a field per location the orders ship from, so every screen shows "Pune warehouse" rather than
 * `LOC853BCAA9FD7D`. Folded away until wanted; the names are kept per seller account.
 */
export function LocationNames({ locationIds }: { locationIds: readonly string[] }) {
  const names = useLocationNames((s) => s.names);
  const error = useLocationNames((s) => s.error);
  const [note, setNote] = useState<string | null>(null);
  if (locationIds.length === 0) return null;
  return (
    <details className="location-names">
      <summary>
        <FormattedMessage id="locations.names.summary" />
      </summary>
      <p className="muted">
        <FormattedMessage id="locations.names.hint" />
      </p>
      {locationIds.map((id) => (
        <LocationNameField
          key={id}
          locationId={id}
          saved={Object.hasOwn(names, id) ? (names[id] ?? '') : ''}
          onSaved={(name) =>
            setNote(
              name === ''
                ? t('locations.names.cleared', { location: locationLabel(id, {}, t) })
                : t('locations.names.saved', { name }),
            )
          }
        />
      ))}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {note && !error && <p role="status">{note}</p>}
    </details>
  );
}

function LocationNameField(props: { locationId: string; saved: string; onSaved(name: string): void }) {
  const { locationId, saved, onSaved } = props;
  const [value, setValue] = useState(saved);
  const id = useId();
  useEffect(() => setValue(saved), [saved]);
  return (
    <form
      className="inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        void useLocationNames
          .getState()
          .rename(locationId, value)
          .then((ok) => ok && onSaved(value.trim()));
      }}
    >
      <label htmlFor={id}>
        <FormattedMessage
          id="locations.names.nameOf"
          values={{
            location: locationLabel(locationId, {}, t),
            code: (
              <span className="muted code" translate="no">
                {locationId}
              </span>
            ),
          }}
        />
      </label>
      <input
        id={id}
        value={value}
        maxLength={MAX_LOCATION_NAME}
        placeholder={t('locations.names.placeholder')}
        onChange={(e) => setValue(e.target.value)}
      />
      <button
        type="submit"
        className="secondary"
        aria-label={t('locations.names.saveOf', { location: locationLabel(locationId, {}, t) })}
      >
        <FormattedMessage id="locations.names.save" />
      </button>
    </form>
  );
}
