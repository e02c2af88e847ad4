import type { AdminWalletDto, AdminWalletEntryDto } from '@anonse/contracts';

/** GET /api/admin/wallets rows. */
export type WalletRecord = AdminWalletDto;

/** GET /api/admin/wallets/:id/entries rows. */
export type WalletEntryRecord = AdminWalletEntryDto;
