import { translatorFor } from '../i18n/translator.ts';
import type { Translate } from '../locations/location-names.ts';

let say: Translate = (id, values) => translatorFor('en').t(id, values);

/**
 * The side that checks the accounts' contract (the backend) gives its `t`, so a refused field reads in the seller's
 * language; English until then. The schemas word a refusal when they refuse, not when they are made.
 */
export function speakContractWith(t: Translate): void {
  say = t;
}

/** A refusal of the accounts' contract, in the language given to `speakContractWith`. */
export const contractSays: Translate = (id, values) => say(id, values);
