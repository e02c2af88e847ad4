import { FORUM_LIMITS } from '@anonse/contracts';

/**
 * The logins a post mentions: `@login` at a word's start (not inside an address like a@b.pl), as the sign-up's login
 * rule spells them, a trailing full stop aside; each once, at most `FORUM_LIMITS.mentions`.
 */
export function mentionedLogins(body: string): string[] {
  const found = [...body.matchAll(/(?<![\p{L}\p{N}@._-])@([A-Za-z0-9._-]{3,32})/gu)].map((m) => m[1]!.replace(/[.]+$/, ''));
  return [...new Set(found.filter((login) => login.length >= 3))].slice(0, FORUM_LIMITS.mentions);
}
