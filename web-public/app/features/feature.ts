import type { RouteId } from '@anonse/contracts/browser';

/**
 * What one feature adds to the public site: the pages it renders (route id → route module under app/routes/, one
 * module registered for both locales) and, for the compiler only, its text namespace. The list in app/features.ts
 * is the site's only list of features; the router's table and i18next's key types are derived from it.
 */
export interface Feature {
  readonly name: string;
  readonly pages: Readonly<Partial<Record<RouteId, string>>>;
}

/**
 * `Namespace` and `Texts` are the feature's `defineNamespace` name and Polish texts (`typeof SALONS`, `typeof pl`):
 * types only, so the texts still ship only in the chunks of the routes that import them.
 */
export type FeatureOf<Namespace extends string, Texts> = Feature & { readonly namespaces?: { readonly [N in Namespace]: Texts } };

export const defineFeature = <Namespace extends string = never, Texts = never>(feature: Feature): FeatureOf<Namespace, Texts> => feature;
