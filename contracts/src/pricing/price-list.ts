/**
 * The one price list: the point packages sold for money, what promotion and a bump cost in points. It renders the
 * pricing pages (/cennik/, /pricing), drives the payment checkout and the promotion order, so a price is changed
 * here and nowhere else.
 */
export interface PointPackage {
  /** Stable id used in URLs and payments (`pkg-100`). */
  id: string;
  points: number;
  /** Price in grosze (1/100 PLN), VAT included: money is never a float. */
  priceGrosze: number;
}

export interface PromotionOption {
  days: number;
  points: number;
}

export const PRICE_LIST = {
  currency: 'PLN',
  packages: [
    { id: 'pkg-50', points: 50, priceGrosze: 2500 },
    { id: 'pkg-120', points: 120, priceGrosze: 5000 },
    { id: 'pkg-300', points: 300, priceGrosze: 10000 },
    { id: 'pkg-800', points: 800, priceGrosze: 20000 },
  ],
  promotion: [
    { days: 1, points: 10 },
    { days: 3, points: 25 },
    { days: 7, points: 50 },
    { days: 14, points: 90 },
    { days: 30, points: 170 },
  ],
  bumpPoints: 5,
} as const satisfies { currency: 'PLN'; packages: readonly PointPackage[]; promotion: readonly PromotionOption[]; bumpPoints: number };

export const pointPackageById = (id: string): PointPackage | undefined => PRICE_LIST.packages.find((p) => p.id === id);
export const promotionOptionFor = (days: number): PromotionOption | undefined => PRICE_LIST.promotion.find((o) => o.days === days);
