// The read side's bounded contexts, one line each (docs/architecture.md § Adding a bounded context): each context's
// public face (queries, projectors' helpers) and its ReadModelContext, which read-models.ts picks out of this list.
export * from './accounts';
export * from './ads';
export * from './media';
export * from './search';
export * from './favourites';
export * from './privacy';
export * from './notifications';
export * from './mail';
export * from './verification';
export * from './vouchers';
export * from './payments';
export * from './wallet';
export * from './promotion';
export * from './audit';
export * from './moderation';
export * from './dashboard';
export * from './saved-searches';
export * from './salons';
export * from './support';
export * from './content';
export * from './messaging';
export * from './phone';
export * from './forum';
export * from './forum-follows';
export * from './videos';
