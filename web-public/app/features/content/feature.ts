import { defineFeature } from '../feature';
import type { ARTICLES } from './i18n';
import type { pl } from './i18n/pl';

/** The content feature's pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const contentFeature = defineFeature<typeof ARTICLES, typeof pl>({
  name: 'content',
  pages: {
    news: 'routes/articles.tsx',
    blog: 'routes/articles.tsx',
    guides: 'routes/articles.tsx',
    stories: 'routes/articles.tsx',
  },
});
