import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PersonalDataViewed } from '@anonse/contracts';
import type { CommandContext } from '#api/platform/commands/command-context';
import { PersonalDataViews } from './personal-data-views';

/**
 * Puts a staff member's view of a person's personal data on record (PersonalDataViewed on `data-access-{subject}`),
 * for any context that shows such data (the audit history of an account, a support message, …): dispatch it before answering.
 */
export class RecordPersonalDataViewCommand {
  constructor(
    readonly subjectAccountId: string,
    readonly what: PersonalDataViewed['data']['what'],
    readonly ctx: CommandContext,
    /** Which of the subject's things was seen (a support message's id), when the screen shows one of several. */
    readonly detail?: string,
  ) {}
}

@CommandHandler(RecordPersonalDataViewCommand)
export class RecordPersonalDataViewHandler implements ICommandHandler<RecordPersonalDataViewCommand> {
  constructor(private readonly views: PersonalDataViews) {}

  execute({ subjectAccountId, what, ctx, detail }: RecordPersonalDataViewCommand): Promise<void> {
    return this.views.record(subjectAccountId, what, ctx, detail);
  }
}
