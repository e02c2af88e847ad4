export * from './wallet-events';
export * from './wallet-dto';
export { WALLET_MESSAGES } from './messages';
