import type { SimContext } from '../context.ts';
import { signedUrl } from './signing.ts';
import type { Variant } from './signing.ts';
import { buildXml } from './xml.ts';

const TITLE = 'Demo Marketplace Affiliate API Directory';
const DESCRIPTION = 'This directory contains information about all the affiliate APIs and their versions';

function variantLinks(
  ctx: SimContext,
  variant: Variant,
  code: string,
  name: string,
  format: 'json' | 'xml',
  expiresAt: number,
) {
  const url = (kind: 'feeds' | 'deltaFeeds' | 'topFeeds') =>
    signedUrl(ctx, ctx.origin, { variant, kind, category: code, format, expiresAt });
  const links: Record<string, string | null> = {
    resourceName: name,
    put: null,
    delete: null,
    post: null,
    get: url('feeds'),
    deltaGet: url('deltaFeeds'),
  };
  if (variant === 'v1.1.0') links['top'] = url('topFeeds');
  return links;
}

/** The category directory in the shape of the captured one; links point at the format asked for. */
export function directoryJson(ctx: SimContext, format: 'json' | 'xml') {
  const expiresAt = ctx.clock.now() + ctx.lifetimes.urlMs;
  const apiListings: Record<string, unknown> = {};
  for (const c of ctx.world.catalog.categories) {
    apiListings[c.name] = {
      availableVariants: {
        'v0.1.0': variantLinks(ctx, 'v0.1.0', c.code, c.name, format, expiresAt),
        'v1.1.0': variantLinks(ctx, 'v1.1.0', c.code, c.name, format, expiresAt),
      },
      apiName: c.name,
    };
  }
  return {
    title: TITLE,
    description: DESCRIPTION,
    apiGroups: { affiliate: { name: 'affiliate', apiListings } },
  };
}

/** XML: `ApiDirectory`; maps as `entry` key/value, a variant's key holding major/minor/patch versions. */
export function directoryXml(ctx: SimContext): string {
  const json = directoryJson(ctx, 'xml');
  const listings = Object.entries(json.apiGroups.affiliate.apiListings).map(([name, value]) => {
    const v = value as { availableVariants: Record<string, Record<string, string | null>> };
    const variants = Object.entries(v.availableVariants).map(([version, links]) => {
      const [major, minor, patch] = version.slice(1).split('.').map(Number);
      const { deltaGet, get, top, resourceName } = links;
      return {
        key: { majorVersion: major, minorVersion: minor, patchVersion: patch },
        value: { deltaGet, get, ...(top ? { top } : {}), resourceName },
      };
    });
    return { key: name, value: { apiName: name, availableVariants: { entry: variants } } };
  });
  return buildXml('ApiDirectory', {
    apiGroups: {
      entry: [{ key: 'affiliate', value: { apiListings: { entry: listings }, name: 'affiliate' } }],
    },
    description: json.description,
    title: json.title,
  });
}
