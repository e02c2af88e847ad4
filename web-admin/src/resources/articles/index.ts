import { lazy } from 'react';
import ArticleIcon from '@mui/icons-material/Article';
import type { AdminResource } from '../resource';
import * as messages from './i18n';
import type { ArticleRecord } from './types';

/** The `articles` resource (/admin/articles, API /api/admin/articles): blog, guides, stories, news and the static pages. */
export default {
  name: 'articles',
  position: 170,
  list: lazy(() => import('./ArticleList')),
  create: lazy(() => import('./ArticleCreate')),
  edit: lazy(() => import('./ArticleEdit')),
  icon: ArticleIcon,
  recordRepresentation: (r: ArticleRecord) => r.title,
  messages,
} satisfies AdminResource;
