import { AppError } from '../../shared/errors.ts';
import { editsOf } from '../../shared/my-listings/intents.ts';
import { limitsProblems } from '../../shared/my-listings/price-inputs.ts';
import type { ChangeIntent } from '../../shared/my-listings/intents.ts';
import type { myListingsCalls } from '../../shared/my-listings/contract.ts';
import type { HandlersFor } from '../ipc/handlers-for.ts';
import type { LocationNames } from '../../shared/locations/location-names.ts';
import { notOwn } from '../accounts/index.ts';
import { t } from '../i18n/backend-language.ts';
import type { BuyBoxService } from './buy-box-service.ts';
import type { ChangeService } from './change-service.ts';
import type { ListingsDayService } from './listings-day.ts';
import type { MyListingsRepository } from './my-listings-repository.ts';
import { PreviewMemo } from './preview-memo.ts';
import type { ReadService } from './read-service.ts';
import type { ProductsOffer } from '../products/index.ts';

export function myListingsHandlers({
  changes,
  repo,
  read,
  buyBox,
  day,
  profileId,
  locationNames,
  products,
}: {
  changes: ChangeService;
  repo: MyListingsRepository;
  read: ReadService;
  buyBox: BuyBoxService;
  day: ListingsDayService;
  profileId: () => string;
  /** The seller's names of the active account's locations (the locations slice's). */
  locationNames: () => Promise<LocationNames>;
  /** The product records: each row's GST and HSN. */
  products?: Pick<ProductsOffer, 'taxOf'>;
}) {
  /**
   * The intent's edits, from the listings as last read (or, set anyway, from what a change found); SKUs of another
   * profile are refused, with a sentence.
   */
  const edits = (id: string, intent: ChangeIntent) => {
    const known = repo.known(id, intent.skus);
    const foreign = intent.skus.filter((sku) => !known.has(sku));
    if (foreign.length > 0) throw notOwn('sku', foreign, 'nothing was changed');
    return intent.kind === 'anyway'
      ? changes.anyway(id, intent.changeId, intent.skus)
      : editsOf(
          intent.kind === 'proposals' && intent.skus.length === 0
            ? repo.readListings(id, repo.proposedSkus(id))
            : repo.readListings(id, intent.skus),
          intent,
        );
  };
  const previews = new PreviewMemo();
  return {
    myListingsBlock: async (request) => {
      const id = profileId();
      const block = await day.block(id, request);
      if (products === undefined) return block;
      const tax = await products.taxOf(
        id,
        block.rows.map((r) => r.sku),
      );
      return { ...block, rows: block.rows.map((r) => ({ ...r, ...tax.get(r.sku) })) };
    },
    getListingsDay: () => day.day(profileId()),
    readMyListings: ({ pasted }) => read.readAll(profileId(), pasted),
    setListingLimits: ({ sku, floor, ceiling }) => {
      // Limits that could never hold (a ceiling over the MRP, a floor over the ceiling) are said, not kept.
      const mrp = repo.readListings(profileId(), [sku])[0]?.price?.mrp;
      const problems = limitsProblems({ floor, ceiling }, mrp, t);
      if (problems.length > 0) throw new AppError('VALIDATION', problems.join(' '), { sku });
      repo.setLimits(profileId(), sku, { floor, ceiling });
      buyBox.recompute(profileId());
    },
    previewListingChanges: async ({ intent }) => {
      const id = profileId();
      const shown = edits(id, intent);
      return { ...changes.preview(id, shown, await locationNames()), previewId: previews.keep(id, shown) };
    },
    // Confirmed from a preview: what it showed is sent, each SKU only from the value it showed (the check before
    // sending stops one the marketplace holds at another). Without one: the intent, from the listings as stored.
    startListingChanges: ({ intent, previewId }) => {
      const id = profileId();
      if (previewId === undefined) return changes.start(id, edits(id, intent));
      const shown = previews.edits(previewId, id);
      if (shown === undefined) throw new AppError('VALIDATION', t('myListings.refusal.previewGone'));
      return changes.start(id, shown);
    },
    undoListingChange: ({ changeId }) => changes.undo(changeId, profileId()),
    resumeListingChange: ({ changeId }) => changes.resume(changeId, profileId()),
    listListingChanges: () => changes.changes(profileId()),
    listingChangeResults: async ({ changeId }) => changes.results(changeId, await locationNames()),
    listingBuyBox: ({ sku }) => {
      const productId = repo.readListings(profileId(), [sku])[0]?.productId;
      return productId === undefined ? null : buyBox.offer(profileId(), productId);
    },
    buyBoxSettings: () => buyBox.settings(profileId()),
    setBuyBoxSellerName: ({ sellerName }) => buyBox.setSellerName(profileId(), sellerName),
    setListingRule: ({ sku, under }) => buyBox.setRule(profileId(), sku, under ?? null),
  } satisfies HandlersFor<typeof myListingsCalls>;
}
