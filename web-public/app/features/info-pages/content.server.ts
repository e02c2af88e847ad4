import type { Locale } from '@anonse/contracts';
import { about } from './content/about';
import { adTypes } from './content/ad-types';
import { advertising } from './content/advertising';
import { contact } from './content/contact';
import { pricing } from './content/pricing';
import { privacy } from './content/privacy';
import { promoInfo } from './content/promo-info';
import { security } from './content/security';
import { terms } from './content/terms';
import type { InfoPageContent, InfoPageId, InfoPageTexts } from './lib/info-pages';

/** Server-only (the info-page loader): the texts reach the browser in the loader's answer, never in a JS chunk. */
export const INFO_CONTENT: Record<InfoPageId, InfoPageTexts> = { about, terms, privacy, security, adTypes, promoInfo, pricing, advertising, contact };

export const infoContent = (id: InfoPageId, locale: Locale): InfoPageContent => INFO_CONTENT[id][locale];
