import { Module } from '@nestjs/common';
import { RealtimeServer } from './realtime.server';

/** The live channel; a context that pushes to browsers imports it (one server per app whoever imports it). */
@Module({
  providers: [RealtimeServer],
  exports: [RealtimeServer],
})
export class RealtimeModule {}
