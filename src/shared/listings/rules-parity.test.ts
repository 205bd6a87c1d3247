import { describe, expect, it } from 'vitest';
// The simulator stands for the marketplace: its rules are its own. This test keeps the app's rules in step with it.
import { validateListing } from '../../simulator/seller/listing-validate.ts';
import { toWireListing } from '../marketplace/listing-wire.ts';
import { RULE_CASES } from './rule-cases.test-support.ts';
import { checkRow, hasErrors, toRequest } from './rules.ts';

describe('the app and the simulator agree on every good and bad row', () => {
  it.each(RULE_CASES.map((c) => [c.rule, c] as const))('%s', (_rule, c) => {
    const app = hasErrors(checkRow(c.cells)) ? 'refused' : 'accepted';
    // Through JSON, as on the wire (NaN becomes null).
    const wire = JSON.parse(JSON.stringify(toWireListing(toRequest(c.cells)))) as Record<string, unknown>;
    const sim = validateListing(wire).accepted ? 'accepted' : 'refused';
    expect(app).toBe(c.failsOn === undefined ? 'accepted' : 'refused');
    expect(sim).toBe(app);
  });
});
