import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';
import type { ArticleCommand } from '../domain/decide';

type WithoutTime<C> = C extends unknown ? Omit<C, 'now'> : never;

/**
 * Any change to one article, from the console, the scheduler or the first start's static pages. `expectedRevision`
 * is the If-Match of an edit (stale → 409); `scope` overrides the request's idempotency scope (the scheduler and
 * the seed derive theirs from what they do, so a repeat appends nothing).
 */
export class ChangeArticleCommand extends Command<CommandResult> {
  constructor(
    readonly change: WithoutTime<ArticleCommand>,
    readonly ctx: CommandContext,
    readonly expectedRevision?: number,
    readonly scope?: string,
  ) {
    super();
  }
}
