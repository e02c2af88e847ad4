import { DeleteAccountHandler } from '../commands/delete-account.handler';
import { AccountErasureService } from './account-erasure.service';
import { AccountErasureWorker } from '../workers/account-erasure.worker';
import { PrivacyController } from '../http/privacy.controller';
import { SessionListService } from '../sessions/session-list.service';
import { DataExportService } from './data-export.service';
import { PrivacyRateLimits } from './privacy-rate-limits';

/** The privacy tools' part of the accounts module (deleting the account, the data export, the sessions list). */
export const PRIVACY_CONTROLLERS = [PrivacyController];
export const PRIVACY_PROVIDERS = [
  DeleteAccountHandler,
  AccountErasureService,
  AccountErasureWorker,
  DataExportService,
  PrivacyRateLimits,
  SessionListService,
];
