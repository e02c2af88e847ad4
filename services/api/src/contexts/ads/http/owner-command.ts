import type { Command, CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { ApiError, code, type AdDetail } from '@anonse/contracts';
import type { CommandResult } from '#api/platform/commands/command-runner';
import type { ConsistencyService } from '#api/platform/consistency.service';
import { StaleRevisionError } from '#api/platform/domain/domain-error';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { message, textOf } from '#api/platform/i18n/i18n';
import { GetAdQuery } from '../queries/ad.queries';
import { adNotFound } from './ad-not-found';

/** The answers every owner command documents besides its own: a stale or missing If-Match. */
export const IF_MATCH_409 = {
  409: {
    description:
      "Stale If-Match or a state that does not allow it; a stale one carries `current`, the ad as it is now (for the ad's owner only)",
    schema: ApiError,
  },
  428: { description: 'If-Match is missing: every owner action names the revision it is based on', schema: ApiError },
};

export interface OwnerCommandDeps {
  commandBus: CommandBus;
  queryBus: QueryBus;
  consistency: ConsistencyService;
}

/**
 * Runs an owner's command on their ad and waits for the read side. A stale If-Match answers 409 with `current`,
 * the ad as it is now. The revision is compared before the decider learns who asks, so a stranger's stale request
 * must not be the way to read someone's hidden ad: only the owner gets it back, a stranger the route's answer for
 * someone else's ad (`stranger`: 403 for the edit and the one-click actions, 404 for the tours, as the decider says).
 */
export async function runOwnerCommand<R extends CommandResult>(
  deps: OwnerCommandDeps,
  request: FastifyRequest,
  adId: string,
  userId: string,
  command: () => Command<R>,
  stranger: 'forbidden' | 'not_found' = 'forbidden',
): Promise<R> {
  let result: R;
  try {
    result = await deps.commandBus.execute(command());
  } catch (error) {
    if (!(error instanceof StaleRevisionError)) throw error;
    const current: AdDetail | null = await deps.queryBus.execute(new GetAdQuery(adId));
    const locale = localeOf(request.headers['accept-language']);
    if (!current || current.ownerId !== userId)
      throw current && stranger === 'forbidden' ? new ApiHttpError(403, textOf(code('ads:notOwner'), locale)) : adNotFound(request);
    const { ownerId: _owner, ...fresh } = current;
    throw new ApiHttpError(409, message('conflict', locale), undefined, undefined, fresh);
  }
  await deps.consistency.waitFor(result.position);
  return result;
}
