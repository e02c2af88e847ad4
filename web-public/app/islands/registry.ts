import type { ComponentType } from 'react';
import { LinkPrefetcher } from '#web/components/LinkPrefetcher';
import { LoadingBar } from '#web/components/LoadingBar';
import { AgeGate } from '#web/features/age-gate/AgeGate';
import { FavouriteButton } from '#web/features/favourites/components/FavouriteButton';
import { PhotoGallery } from '#web/features/media/components/PhotoGallery';
import { HeaderSearch } from '#web/features/search/components/HeaderSearch';
import { ResultsOrder } from '#web/features/search/components/ResultsToolbar';
import { SearchDialog } from '#web/features/search/components/SearchDialog';

/**
 * Every island by the name its wrapper carries (`island(name, Component)` beside the component). The eager ones
 * come in the islands' first script, so they are there as the page shows; the lazy ones are chunks of their own,
 * fetched when their wrapper asks (`data-load`). A name without an entry here stays plain server HTML, which
 * scripts/islands-registered.unit.spec.ts does not allow.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props, read from the page
type Island = ComponentType<any>;

export const EAGER_ISLANDS: Readonly<Record<string, Island>> = {
  'age-gate': AgeGate,
  'favourite-button': FavouriteButton,
  'header-search': HeaderSearch,
  'link-prefetcher': LinkPrefetcher,
  'loading-bar': LoadingBar,
  'photo-gallery': PhotoGallery,
  'results-order': ResultsOrder,
  'search-dialog': SearchDialog,
};

export const LAZY_ISLANDS: Readonly<Record<string, () => Promise<Island>>> = {
  'search-filter-form': () => import('#web/features/search/components/SearchFilterForm').then((m) => m.SearchFilterForm),
  'login-form': () => import('#web/features/auth/components/LoginForm').then((m) => m.LoginForm),
  'register-form': () => import('#web/features/auth/components/RegisterForm').then((m) => m.RegisterForm),
  'forgot-password-form': () => import('#web/features/account-email/components/ForgotPasswordForm').then((m) => m.ForgotPasswordForm),
  'reset-password-form': () => import('#web/features/account-email/components/ResetPasswordForm').then((m) => m.ResetPasswordForm),
  'contact-form': () => import('#web/features/contact/components/ContactForm').then((m) => m.ContactForm),
  'confirm-email': () => import('#web/features/account-email/components/ConfirmEmail').then((m) => m.ConfirmEmail),
  verification: () => import('#web/features/verification/components/Verification').then((m) => m.Verification),
  'unsubscribe-done': () => import('#web/features/saved-searches/components/UnsubscribeDone').then((m) => m.UnsubscribeDone),
  'filters-sheet': () => import('#web/features/search/components/FiltersSheet').then((m) => m.FiltersSheet),
  'report-button': () => import('#web/features/reports/components/ReportButton').then((m) => m.ReportButton),
  'save-search': () => import('#web/features/saved-searches/components/SaveSearchButton').then((m) => m.SaveSearchButton),
  swiper: () => import('#web/features/videos/components/Swiper').then((m) => m.Swiper),
  'markdown-editor': () => import('#web/features/forum/components/MarkdownEditor').then((m) => m.MarkdownEditor),
};
