/**
 * The affiliate's credentials as request headers, in both spellings. The spec names them `Svc-Affiliate-Id` and
 * `Svc-Affiliate-Token`; the real service reads `Fk-Affiliate-Id` and `Fk-Affiliate-Token`, as every public client
 * sends them, and refuses (401) a call that carries only the spec's. Sending both serves either.
 */
export const AFFILIATE_HEADER_NAMES = {
  spec: { id: 'Svc-Affiliate-Id', token: 'Svc-Affiliate-Token' },
  real: { id: 'Fk-Affiliate-Id', token: 'Fk-Affiliate-Token' },
} as const;

export function affiliateCredentialHeaders(trackingId: string, token: string): Record<string, string> {
  const { spec, real } = AFFILIATE_HEADER_NAMES;
  return { [spec.id]: trackingId, [spec.token]: token, [real.id]: trackingId, [real.token]: token };
}
