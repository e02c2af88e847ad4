/** GET /api/admin/promotions (contracts PromotionDto): a promotion in force; `id` is the ad's id. */
export interface PromotionRecord {
  id: string;
  adId: string;
  adTitle: string | null;
  ownerId: string;
  ownerLogin: string | null;
  promotedAt: string;
  until: string;
  pointsPaid: number;
}
