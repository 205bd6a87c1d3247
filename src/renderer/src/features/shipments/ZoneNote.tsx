import { FormattedMessage } from 'react-intl';
import { MARKETPLACE_TIME_ZONE } from '../../../../shared/shipments/time-zone.ts';

/** Which zone days and times are in in words, the zone's own name kept as it is (data). */
export function ZoneNote({ zone }: { zone: string }) {
  return zone === MARKETPLACE_TIME_ZONE ? (
    <FormattedMessage id="shipments.zone.india" />
  ) : (
    <FormattedMessage id="shipments.zone.computer" values={{ zone: <span translate="no">{zone}</span> }} />
  );
}
