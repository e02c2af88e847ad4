import { Module } from '@nestjs/common';

/** Short videos of ads (issue 24). The domain comes first; upload, processing and review join this module. */
@Module({})
export class VideosModule {}
