/** docs/product.md § 9: verification needs exactly 2 photos — a card with the login and today's date, and one like the ad photos. */
export const VERIFICATION_PHOTO_COUNT = 2;
