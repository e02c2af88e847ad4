import type { VideoDto } from '@anonse/contracts';
import type { VideoRow } from '@anonse/projections';
import type { Locale } from '@anonse/contracts';
import { textOf } from '#api/platform/i18n/i18n';

/** A clip's file as the videos routes serve it (the last part of its storage key). */
export const videoFileUrl = (videoId: string, key: string) => `/api/videos/${videoId}/files/${key.slice(key.lastIndexOf('/') + 1)}`;

export function toVideoDto(row: VideoRow, locale: Locale): VideoDto {
  const words = [...row.reasonCodes.map((c) => textOf(c, locale)), ...(row.rejectionReason ? [row.rejectionReason] : [])];
  return {
    id: row.id,
    adId: row.adId,
    status: row.status,
    durationMs: row.durationMs,
    width: row.width,
    height: row.height,
    posterUrl: row.posterKey ? videoFileUrl(row.id, row.posterKey) : null,
    blurhash: row.blurhash,
    sources: row.renditions.map((r) => ({ quality: r.quality, url: videoFileUrl(row.id, r.fileKey), width: r.width, height: r.height })),
    rejection: row.status === 'rejected' ? words.join(' ') : null,
    uploadedAt: row.uploadedAt,
  };
}
