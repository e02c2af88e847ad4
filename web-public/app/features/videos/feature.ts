import { defineFeature } from '../feature';
import type { VIDEOS } from './i18n';
import type { pl } from './i18n/pl';

/** Short videos (issue 24): the dashboard's "Dodaj film" and the `/swiper/` feed, listed in app/feature-list.ts. */
export const videosFeature = defineFeature<typeof VIDEOS, typeof pl>({
  name: 'videos',
  pages: {
    addVideo: 'routes/add-video.tsx',
    swiper: 'routes/swiper.tsx',
  },
});
