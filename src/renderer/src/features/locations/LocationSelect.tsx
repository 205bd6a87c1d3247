import { FormattedMessage } from 'react-intl';
import { t } from '../../i18n/index.ts';
import { useLocationLabel } from './location-names-store.ts';

/** A filter by location: "Any", then each location by the seller's name for it (the id is the value). */
export function LocationSelect({
  value,
  locations,
  onChange,
}: {
  value: string | undefined;
  locations: readonly string[];
  onChange(locationId: string | undefined): void;
}) {
  const location = useLocationLabel();
  return (
    <label>
      <FormattedMessage id="locations.select.label" />
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{t('locations.select.any')}</option>
        {locations.map((l) => (
          <option key={l} value={l}>
            {location(l)}
          </option>
        ))}
      </select>
    </label>
  );
}
