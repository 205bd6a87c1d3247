import type {
  CreateListingResponse,
  ListingAttributeError,
  ListingError,
} from '../../../shared/marketplace/listing-types.ts';
import { NOT_REPORTED } from '../../../shared/marketplace/listing-types.ts';
import type * as z from 'zod';
import { t } from '../../i18n/backend-language.ts';
import type { createListingsResponseSchema } from './schemas.ts';

type WireResults = z.output<typeof createListingsResponseSchema>;

/**
 * One create call's answer → per-SKU results for the SKUs that were sent. Statuses and severities are upper-cased
 * (older services send `success`); an SKU missing from the answer is reported as NOT_REPORTED rather than dropped.
 */
export function listingResults(
  sent: readonly string[],
  wire: WireResults,
): Record<string, CreateListingResponse> {
  const out: Record<string, CreateListingResponse> = {};
  for (const sku of sent) {
    const r = wire[sku];
    if (r === undefined) {
      out[sku] = {
        status: NOT_REPORTED,
        errors: [
          {
            severity: 'ERROR',
            code: NOT_REPORTED,
            description: t('listings.result.notReportedWhy'),
          },
        ],
        attributeErrors: [],
      };
      continue;
    }
    out[sku] = {
      status: r.status.trim().toUpperCase(),
      errors: r.errors.map(errorOf),
      attributeErrors: r.attribute_errors.map((e): ListingAttributeError => ({
        ...errorOf(e),
        path: e.path ?? '',
      })),
    };
  }
  return out;
}

function errorOf(e: {
  severity?: string | undefined;
  code?: string | undefined;
  description?: string | undefined;
}): ListingError {
  return {
    severity: (e.severity ?? 'ERROR').toUpperCase(),
    code: e.code ?? '',
    description: e.description ?? '',
  };
}
