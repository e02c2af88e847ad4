/**
 * The states of an ad (docs/architecture.md "The life of an ad"). `approved` is the live, public state; a live
 * ad with a revision waiting for moderation stays `approved` and reports `changesPending`.
 */
export const AD_STATUSES = ['pending', 'approved', 'rejected', 'deactivated', 'expired', 'deleted'] as const;
