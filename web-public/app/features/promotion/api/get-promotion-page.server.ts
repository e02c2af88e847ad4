import type { AdDetail, PromotionList } from '@anonse/contracts/browser';
import { ApiRequestError, readJson, type ApiFetch } from '#web/lib/api';

export interface PromotableAd {
  id: string;
  title: string;
  /** The end of the promotion in force, null when not promoted. */
  promotedUntil: string | null;
}

export interface PromotionPageData {
  ads: PromotableAd[];
  /** Null when the wallet cannot be read (the page still works; the API checks the balance anyway). */
  balance: number | null;
}

async function balanceOf(api: ApiFetch): Promise<number | null> {
  try {
    const wallet = await readJson<{ balance?: unknown }>(await api('/api/user/wallet'));
    return typeof wallet.balance === 'number' ? wallet.balance : null;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status !== 401) return null;
    throw error;
  }
}

/**
 * The signed-in owner's active ads (only an approved ad can be promoted), when each promotion in force ends, and
 * the wallet's balance: GET /api/user/ads, /api/promotions and /api/user/wallet.
 */
export async function getPromotionPage(api: ApiFetch): Promise<PromotionPageData> {
  const [ads, promotions, balance] = await Promise.all([
    readJson<AdDetail[]>(await api('/api/user/ads')),
    readJson<PromotionList>(await api('/api/promotions')).catch(() => ({ items: [] }) as PromotionList),
    balanceOf(api),
  ]);
  const until = new Map(promotions.items.map((p) => [p.adId, p.until]));
  return {
    ads: ads
      .filter((ad) => ad.status === 'approved')
      .map((ad) => ({ id: ad.id, title: ad.fields.title, promotedUntil: until.get(ad.id) ?? ad.promotedUntil ?? null })),
    balance,
  };
}
