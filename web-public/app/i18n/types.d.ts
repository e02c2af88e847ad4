import type { FEATURES } from '../features';
import type { pl as common } from './pl';

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** Each listed feature's namespace (features/<feature>/feature.ts), by the name it gives `defineNamespace`. */
type FeatureNamespaces = UnionToIntersection<NonNullable<(typeof FEATURES)[number]['namespaces']>>;

/** Keys are checked by the compiler: `t('nav.home')` must exist in the namespace (or in `common`). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    resources: { common: typeof common } & FeatureNamespaces;
  }
}
