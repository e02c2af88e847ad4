import { listed } from '@anonse/contracts';
import * as LIST from './context-list';

/**
 * The API's contexts, from its one list (context-list.ts: one line per context, re-exporting the ApiContext its
 * folder's index.ts exports); the read side has its own list (@anonse/projections READ_MODEL_CONTEXTS).
 */
export const API_CONTEXTS = listed(LIST);
