import { expect, vi } from 'vitest';
import type { ProfileSummary } from '../../../shared/accounts/profile.ts';
import type { JobProgress } from '../../../shared/app/payloads.ts';
import type { ActionStart } from '../../../shared/fulfilment/contract.ts';
import type { PackShipment } from '../../../shared/fulfilment/fulfilment-types.ts';
import { packShipmentOf, type PackForm } from '../../../shared/fulfilment/pack-rules.ts';
import type { Backend } from '../../backend/create-backend.ts';
import { selfAccessSeller, type Sim } from '../../marketplace/testing/sim.test-support.ts';
import { approvedShipments } from './fulfilment.test-support.ts';

/** A call through the backend's contract; a refusal throws its error data (code and sentence). */
export function contract(backend: () => Backend) {
  return async <T>(name: string, input: unknown = {}): Promise<T> => {
    const envelope = await backend().dispatch(name, input);
    if (!envelope.ok) throw Object.assign(new Error(envelope.error.message), envelope.error);
    return envelope.value as T;
  };
}

type Call = ReturnType<typeof contract>;

/** A profile of its own on `sim`, with its self-access application; answers its id. */
export async function profileOn(call: Call, sim: Sim, name: string): Promise<string> {
  const profile = await call<ProfileSummary>('saveProfile', {
    name,
    kind: 'custom',
    sellerBaseUrl: sim.info.base_url,
    authUrl: sim.info.auth_url,
    affiliateBaseUrl: sim.info.affiliate_base_url,
  });
  await typeSecret(call, sim, profile.id);
  return profile.id;
}

/** The seller application's secret typed (again) in Settings. */
export async function typeSecret(call: Call, sim: Sim, profileId: string): Promise<void> {
  const { appId, appSecret } = sim.info.credentials.self_access;
  await call('setSellerApp', { profileId, type: 'self_access', appId, appSecret });
}

/**
 * `n` shipments of `sim` packable now (approvedShipments), and the active profile's cache synced with them: what
 * the seller ticks on the Shipments screen.
 */
export async function syncedToPack(
  call: Call,
  jobs: readonly JobProgress[],
  sim: Sim,
  n: number,
): Promise<string[]> {
  const ids = (await approvedShipments(sim, selfAccessSeller(sim).seller, n)).map((s) => s.shipmentId);
  const { jobId } = await call<{ jobId: string }>('startShipmentSync', {});
  await vi.waitFor(
    () => expect(jobs.find((j) => j.jobId === jobId && j.state !== 'running')?.state).toBe('done'),
    { timeout: 30_000, interval: 20 },
  );
  return ids;
}

/** The pack form of the shipments, filled as a seller would (18% tax, a 30×20×10 cm box of 1 kg): what Pack sends. */
export async function filledPack(call: Call, shipmentIds: readonly string[]): Promise<PackShipment[]> {
  const form = await call<PackForm>('getPackForm', { shipmentIds, timeZone: 'Asia/Kolkata' });
  expect(form.rows.map((r) => r.shipmentId)).toEqual(shipmentIds);
  return form.rows.map((row) =>
    packShipmentOf({
      ...row,
      items: row.items.map((i) => ({ ...i, taxRate: '18' })),
      packages: row.packages.map((p) => ({ ...p, length: '30', breadth: '20', height: '10', weight: '1' })),
    }),
  );
}

export const startPack = async (call: Call, shipments: readonly PackShipment[]): Promise<ActionStart> =>
  call<ActionStart>('startPack', { shipments });

/** The Demo's marketplace's admin routes (`/__sim/…`), found from the Demo profile's address. */
export async function demoAdmin(
  call: Call,
): Promise<(method: string, path: string, body?: unknown) => Promise<unknown>> {
  const { profiles } = await call<{ profiles: { id: string; sellerBaseUrl: string }[] }>('listProfiles');
  const origin = new URL(profiles.find((p) => p.id === 'demo')!.sellerBaseUrl).origin;
  return async (method, path, body) => {
    const res = await fetch(`${origin}/__sim${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    expect(res.ok, `${method} ${path}`).toBe(true);
    return res.json();
  };
}
