import { accountsReadModel } from './accounts';
import { adsReadModel } from './ads';
import { searchReadModel, type SearchReadModelOptions } from './search';

/** Options every context's projectors are built with (one bag: a context reads what concerns it). */
export type ReadSideOptions = SearchReadModelOptions;

/**
 * The one list of read-side contexts: projectors, migrations and tables are derived from it (read-models.ts).
 * A new context adds its folder with an index.ts exporting a ReadModelContext, and one line here.
 */
export const READ_MODEL_CONTEXTS = [adsReadModel, accountsReadModel, searchReadModel] as const;
