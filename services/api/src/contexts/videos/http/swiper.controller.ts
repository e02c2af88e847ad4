import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { SwiperPage, SwiperQuery, SwiperVideo } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { approvedVideosOfAd, feedPage, isVideoPublic, type FeedCursor, type FeedVideo } from '@anonse/projections';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { videoFileUrl } from './video-dto';

export const SWIPER_PAGE_SIZE = 10;

const cursorOf = (text: string | undefined): FeedCursor | null => {
  if (!text) return null;
  const at = text.indexOf('_');
  return { feedKey: Number(text.slice(0, at)), id: text.slice(at + 1) };
};

/** A clip as the feed and the ad page show it: poster, blurhash, renditions, and its ad. */
export const toSwiperVideo = ({ video: v, ad }: FeedVideo): SwiperVideo => ({
  id: v.id,
  posterUrl: videoFileUrl(v.id, v.posterKey!),
  blurhash: v.blurhash ?? '',
  width: v.posterWidth ?? v.width,
  height: v.posterHeight ?? v.height,
  durationMs: v.durationMs,
  sources: v.renditions.map((r) => ({ quality: r.quality, url: videoFileUrl(v.id, r.fileKey), width: r.width, height: r.height })),
  ad,
});

/**
 * The `/swiper/` feed: approved clips of active ads a page at a time, in the stable order of docs/architecture.md
 * "Short videos" (`feed_key`, then id, descending); `max_cursor` names the last clip of the previous page.
 */
@Controller('api/swiper')
export class SwiperController {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}

  @Get()
  @Operation({
    tag: 'videos',
    summary: 'A page of the video feed (`max_cursor`: the previous page’s), with each clip’s ad',
    query: SwiperQuery,
    responses: { 200: { description: 'A page', schema: SwiperPage }, ...errors(400) },
  })
  async page(@ValidQuery() q: SwiperQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<SwiperPage> {
    const page = await feedPage(this.sql, cursorOf(q.max_cursor), SWIPER_PAGE_SIZE);
    // A minute old is fresh enough; a clip taken down leaves its files' public caching sooner than its place here.
    void reply.header('Cache-Control', 'public, max-age=60');
    return {
      videos: page.videos.map(toSwiperVideo),
      max_cursor: page.next ? `${page.next.feedKey}_${page.next.id}` : null,
      has_more: page.hasMore,
    };
  }

  @Get('ad/:adId')
  @Operation({
    tag: 'videos',
    summary: "An active ad's approved clips, newest first (the ad page's gallery); an ad not shown to visitors has none",
    responses: { 200: { description: 'Clips', schema: z.array(SwiperVideo) } },
  })
  async ofAd(@Param('adId') adId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<SwiperVideo[]> {
    void reply.header('Cache-Control', 'public, max-age=60');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(adId)) return [];
    const shown: SwiperVideo[] = [];
    for (const video of await approvedVideosOfAd(this.sql, adId))
      if (await isVideoPublic(this.sql, video.id))
        shown.push(toSwiperVideo({ video, ad: { id: adId, title: '', city: '', hourPrice: null } }));
    return shown;
  }
}
