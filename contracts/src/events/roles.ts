/**
 * Who may do what (docs/product.md § 6: 1 = administrator). A module without schemas, so a web page that only compares roles
 * does not carry zod along (a module that defines schemas is kept whole by the bundler).
 */
export const ROLES = { user: 0, administrator: 1, moderator: 2, auditor: 3 } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
