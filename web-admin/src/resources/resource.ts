import type { ResourceProps, StringMap } from 'react-admin';
import type { AdminLocale } from '../i18n/translation';

/** One resource folder's index (Posters Galore style): `<Resource>` props plus its `resources.<name>.*` texts. */
export type AdminResource = ResourceProps & { messages: Record<AdminLocale, StringMap> };
