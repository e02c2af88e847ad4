import type { ResourceProps, StringMap } from 'react-admin';
import type { Role } from '@anonse/contracts';
import type { AdminLocale } from '../i18n/translation';

/**
 * One resource folder's index (Posters Galore style): `<Resource>` props plus its `resources.<name>.*` texts and
 * which staff roles see it (menu and routes; default: every staff role, layout/access.ts). The list in ./index.ts
 * is the console's only list of resources: registration, menu, texts and access are derived from it.
 */
export type AdminResource = ResourceProps & {
  messages: Record<AdminLocale, StringMap>;
  /** Where the menu lists it (ascending; the first is the console's landing resource), unique across resources. */
  position: number;
  /** Mirrors the API's guard so nobody is shown a page that answers 403; its own buttons and the API still check the role. */
  access?: (role: Role | undefined) => boolean;
};
