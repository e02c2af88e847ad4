import { Global, Module, type DynamicModule } from '@nestjs/common';
import { AnswerCache, SEARCH_ANSWERS_OPTIONS } from '../answer-cache';
import { ConsistencyService } from '../consistency.service';
import { HttpDrain } from '../lifecycle/http-drain';
import { systemClock } from '../clock/clock';
import {
  APP_CONFIG,
  CLOCK,
  EVENT_STORE,
  PAGES_REFRESH,
  SEARCH_ANSWERS,
  KEYED_HASH,
  LOGGER,
  PROJECTIONS,
  RATE_LIMIT_KEY_PREFIX,
  PROJECTOR_NAMES,
  SEARCH_INDEX,
  SQL,
  type AppDeps,
} from '../tokens';

/** Hands what the composition root built (config, database, event store, read side) to every module. */
@Global()
@Module({})
export class InfraModule {
  static forRoot(deps: AppDeps): DynamicModule {
    const providers = [
      { provide: APP_CONFIG, useValue: deps.config },
      { provide: SQL, useValue: deps.sql },
      { provide: EVENT_STORE, useValue: deps.eventStore },
      { provide: SEARCH_INDEX, useValue: deps.searchIndex },
      { provide: PROJECTOR_NAMES, useValue: deps.projectorNames },
      { provide: PROJECTIONS, useValue: deps.projections },
      { provide: LOGGER, useValue: deps.logger },
      { provide: KEYED_HASH, useValue: deps.keyedHash },
      { provide: RATE_LIMIT_KEY_PREFIX, useValue: deps.rateLimitKeyPrefix ?? 'anonse:rl:' },
      { provide: CLOCK, useValue: deps.clock ?? systemClock },
      { provide: PAGES_REFRESH, useValue: deps.pagesRefresh ?? null },
      { provide: SEARCH_ANSWERS, useValue: deps.searchAnswers ?? new AnswerCache(SEARCH_ANSWERS_OPTIONS) },
      ConsistencyService,
      HttpDrain,
    ];
    return { module: InfraModule, providers, exports: providers.map((p) => ('provide' in p ? p.provide : p)) };
  }
}
