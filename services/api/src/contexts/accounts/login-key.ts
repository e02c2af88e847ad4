import type { KeyedHash } from '#api/platform/infra/secret-key';

/**
 * The key a login is reserved and looked up under: a keyed hash of its normal form (NFC, lowercase), so two
 * spellings of one login meet in one stream, and a copy of the log cannot confirm a guessed login.
 */
export const loginKeyOf = (keyedHash: KeyedHash, login: string): string =>
  keyedHash.hex('login', login.normalize('NFC').trim().toLowerCase());
