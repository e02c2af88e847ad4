import * as LIST from './context-list';
import { listed } from './listed';

/**
 * The one list of the contracts' bounded contexts: the message catalogue (CONTRACT_MESSAGES) and the sealing policy
 * (PERSONAL_DATA_POLICY) are derived from it. A new context adds its folder with a `context.ts` exporting a
 * ContractContext, and one line in context-list.ts; its schemas reach the package's users through `export * from './<context>'`
 * in index.ts. The two cannot be one file: the catalogue is read by the messages module every schema imports for
 * `code()`, so this list must not import the schemas back (no-circular). scripts/contexts-registered.unit.spec.ts
 * checks both, and names the folders that are not contexts (the shared kernel).
 */
export const CONTRACT_CONTEXTS = /*#__PURE__*/ listed(LIST);
