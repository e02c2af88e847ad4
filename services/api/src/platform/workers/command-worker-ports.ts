import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { SqlExecutor } from '@anonse/eventstore';
import type { Logger } from 'pino';
import type { Clock } from '../clock/clock';
import type { AppConfig } from '../config/config';
import { APP_CONFIG, CLOCK, LOGGER, SQL } from '../tokens';

/**
 * What a polling worker that issues system commands reads and calls: its queue (the read models), the command bus,
 * its setting, the clock and the log. One injectable, so each such worker takes it whole instead of restating five
 * injections; a context module that has one lists this beside it in its providers.
 */
@Injectable()
export class CommandWorkerPorts {
  constructor(
    @Inject(SQL) readonly sql: SqlExecutor,
    readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) readonly config: AppConfig,
    @Inject(CLOCK) readonly clock: Clock,
    @Inject(LOGGER) readonly logger: Logger,
  ) {}
}
