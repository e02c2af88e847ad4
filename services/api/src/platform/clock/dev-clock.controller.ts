import { Body, Controller, HttpCode, Inject, NotFoundException, Post } from '@nestjs/common';
import { z } from 'zod';
import type { AppConfig } from '../config/config';
import { errors } from '../openapi/openapi';
import { Operation, ValidBody } from '../openapi/operation';
import { APP_CONFIG, CLOCK } from '../tokens';
import { AdjustableClock, type Clock } from './clock';

export const AdvanceClockInput = z.object({
  ms: z
    .number()
    .int()
    .min(0)
    .max(400 * 24 * 60 * 60 * 1000),
});
export type AdvanceClockInput = z.infer<typeof AdvanceClockInput>;
const ClockNow = z.object({ now: z.string() });

/**
 * Moves the server's clock forward so the e2e run can let 30 days pass. Exists only with DEV_CLOCK=true outside
 * production (the config refuses it there); otherwise it answers 404 like any unknown route.
 */
@Controller('api/dev/clock')
export class DevClockController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('advance')
  @HttpCode(200)
  @Operation({
    tag: 'dev',
    summary: 'Moves the clock forward (DEV_CLOCK=true, never in production)',
    body: AdvanceClockInput,
    responses: { 200: { description: 'The new time', schema: ClockNow }, ...errors(400, 404) },
  })
  advance(@ValidBody() input: AdvanceClockInput): z.infer<typeof ClockNow> {
    if (!this.config.devClock || !(this.clock instanceof AdjustableClock)) throw new NotFoundException();
    return { now: this.clock.advance(input.ms).toISOString() };
  }
}
