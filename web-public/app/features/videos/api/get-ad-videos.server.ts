import type { SwiperVideo } from '@anonse/contracts/browser';
import { readJson, type ApiFetch } from '#web/lib/api';

/** GET /api/swiper/ad/{id}: the ad's approved clips while it is shown; none when that fails (the page never waits on it). */
export const getAdVideos = async (api: ApiFetch, adId: string): Promise<SwiperVideo[]> =>
  readJson<SwiperVideo[]>(await api(`/api/swiper/ad/${encodeURIComponent(adId)}`)).catch(() => []);
