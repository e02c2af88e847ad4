import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Controller, Get, HttpCode, Inject, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { code, StartVideoUploadInput, VideoDto, VideoUploadDto, type MessageCode, type UserDto } from '@anonse/contracts';
import type { EventStore, SqlExecutor } from '@anonse/eventstore';
import { getVideo, videoUploadFacts } from '@anonse/projections';
import { MEDIA_STORAGE, readUploadTo, UploadTooLargeError, type MediaStorage } from '#api/contexts/media/index';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import type { AppConfig } from '#api/platform/config/config';
import { ConsistencyService } from '#api/platform/consistency.service';
import { ApiHttpError } from '#api/platform/http/api-error';
import type { RawBodyRoute } from '#api/platform/http/fastify-setup';
import { localeOf } from '#api/platform/http/locale';
import { freshCommandContext } from '#api/platform/http/request-context';
import { textOf } from '#api/platform/i18n/i18n';
import { newId } from '#api/platform/ids';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidBody } from '#api/platform/openapi/operation';
import { APP_CONFIG, EVENT_STORE, SQL } from '#api/platform/tokens';
import { runVideoCommand } from '../commands/run-video-command';
import { uploadProblem } from '../domain/decide';
import { containerOf, probeVideo, readHead } from '../processing/probe-video';
import { videoToolsAvailable } from '../processing/run-tool';
import { videoSourceKey } from '../processing/video-files';
import {
  assembleUpload,
  dropUpload,
  openUpload,
  readManifest,
  storedOffset,
  storeChunk,
  VIDEO_CHUNK_BYTES,
  type UploadManifest,
} from '../upload/chunked-upload';
import { toVideoDto } from './video-dto';

const UPLOAD_ID = /^[A-Za-z0-9_-]{8,64}$/;
const localeFor = (request: FastifyRequest) => localeOf(request.headers['accept-language']);
const refusal = (status: number, messageCode: MessageCode, request: FastifyRequest, headers?: Record<string, string>) =>
  new ApiHttpError(status, textOf(messageCode, localeFor(request)), undefined, headers);

/**
 * The resumable upload of a clip ("Dodaj film"; the protocol: contracts/src/videos/video-dto.ts). Only a verified
 * advertiser, to an active ad of their own, with the attestation: asked when the upload opens and decided again when
 * it completes (the ad may have gone meanwhile). A file is refused by its content: the first chunk's bytes must name
 * a video container, and the whole file is probed (a video stream, at most VIDEO_MAX_SECONDS) before the clip exists.
 */
@Controller('api/videos/uploads')
@UseGuards(LoggedInGuard)
export class VideoUploadsController {
  constructor(
    private readonly consistency: ConsistencyService,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @Operation({
    tag: 'videos',
    summary: 'Opens a resumable upload of one clip for an ad of the caller, with the consent attestation',
    body: StartVideoUploadInput,
    responses: {
      201: { description: 'Opened: send the chunks from offset 0', schema: VideoUploadDto },
      ...errors(400, 401, 403, 404, 409, 413),
      503: { description: 'Video upload is turned off here (no FFmpeg)', schema: errors(503)[503]!.schema },
    },
  })
  async start(
    @ValidBody() input: StartVideoUploadInput,
    @Req() request: FastifyRequest,
    @CurrentUser() user: UserDto,
  ): Promise<VideoUploadDto> {
    await this.assertEnabled(request);
    await this.assertMayUpload(user.id, input.adId);
    if (input.bytes > this.config.videos.maxBytes) throw refusal(413, code('videos:tooLarge'), request);
    const manifest: UploadManifest = {
      uploadId: newId(),
      ownerId: user.id,
      adId: input.adId,
      bytes: input.bytes,
      attestation: input.attestation,
      ...(input.blurRegions ? { blurRegions: input.blurRegions } : {}),
      createdAt: request.server.clock.now().toISOString(),
    };
    await openUpload(this.storage, manifest);
    return this.dto(manifest, 0);
  }

  @Get(':id')
  @Operation({
    tag: 'videos',
    summary: 'How much of an upload is stored (resume from `offset` after a dropped connection)',
    responses: { 200: { description: 'The upload', schema: VideoUploadDto }, ...errors(401, 404) },
  })
  async status(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<VideoUploadDto> {
    const manifest = await this.manifestOf(id, user, request);
    return this.dto(manifest, await storedOffset(this.storage, id));
  }

  @Patch(':id')
  @RouteConfig({ rawBody: { maxBytes: VIDEO_CHUNK_BYTES } } satisfies RawBodyRoute)
  @Operation({
    tag: 'videos',
    summary: 'Appends one chunk (raw bytes, at most `chunkBytes`) at `Upload-Offset`, which must be the stored offset',
    rawBody: ['application/octet-stream'],
    headers: ['Upload-Offset'],
    responses: {
      200: { description: 'Stored; the new offset', schema: VideoUploadDto },
      ...errors(400, 401, 404, 409, 413, 415),
    },
  })
  @HttpCode(200)
  async chunk(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<VideoUploadDto> {
    const body = request.body;
    if (!(body instanceof Readable)) throw refusal(415, code('videos:notAVideo'), request);
    let manifest: UploadManifest;
    let offset: number;
    try {
      manifest = await this.manifestOf(id, user, request);
      offset = await storedOffset(this.storage, id);
      const claimed = Number(request.headers['upload-offset']);
      // Another offset than what is stored: the client lost track (a chunk that did arrive, or one cut off); it asks again.
      if (claimed !== offset) throw refusal(409, code('videos:offsetMismatch'), request, { 'Upload-Offset': String(offset) });
    } catch (error) {
      body.resume();
      throw error;
    }
    const dir = await mkdtemp(path.join(tmpdir(), 'anonse-video-chunk-'));
    try {
      const file = path.join(dir, 'chunk');
      let bytes: number;
      try {
        bytes = await readUploadTo(body, file, Math.min(VIDEO_CHUNK_BYTES, manifest.bytes - offset));
      } catch (error) {
        if (error instanceof UploadTooLargeError) throw refusal(413, code('videos:tooLarge'), request);
        throw error;
      }
      if (bytes === 0) throw refusal(400, code('videos:uploadIncomplete'), request);
      // Refused at the first bytes, not after 200 MB: they must name a video container.
      if (offset === 0 && !containerOf(await readHead(file))) {
        await dropUpload(this.storage, id);
        throw refusal(415, code('videos:notAVideo'), request);
      }
      await storeChunk(this.storage, id, offset, file, bytes);
      return this.dto(manifest, offset + bytes);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  @Post(':id/complete')
  @Operation({
    tag: 'videos',
    summary: 'Checks the whole file (a video, at most VIDEO_MAX_SECONDS) and records the clip with its attestation; processing follows',
    responses: {
      201: { description: 'The clip, waiting for processing and then for review', schema: VideoDto },
      ...errors(401, 403, 404, 409, 415, 422),
    },
  })
  async complete(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<VideoDto> {
    const manifest = await this.manifestOf(id, user, request);
    if ((await storedOffset(this.storage, id)) !== manifest.bytes) throw refusal(409, code('videos:uploadIncomplete'), request);
    const dir = await mkdtemp(path.join(tmpdir(), 'anonse-video-upload-'));
    const videoId = id;
    try {
      const file = path.join(dir, 'upload');
      await assembleUpload(this.storage, id, file);
      const probed = await probeVideo(file, this.config.videos.maxDurationMs);
      if (probed === 'notAVideo' || probed === 'tooLong') {
        await dropUpload(this.storage, id);
        throw refusal(probed === 'notAVideo' ? 415 : 422, code(`videos:${probed}`), request);
      }
      const facts = await videoUploadFacts(this.sql, user.id, manifest.adId);
      await this.storage.putFile(videoSourceKey(videoId), file, 'application/octet-stream');
      const ctx = freshCommandContext(request, { id: user.id, role: user.role });
      let result;
      try {
        result = await runVideoCommand(
          this.store,
          videoId,
          {
            type: 'UploadVideo',
            videoId,
            uploaderId: user.id,
            adId: manifest.adId,
            facts,
            source: {
              sourceKey: videoSourceKey(videoId),
              durationMs: probed.durationMs,
              width: probed.width,
              height: probed.height,
              bytes: manifest.bytes,
            },
            attestation: manifest.attestation,
            ...(manifest.blurRegions ? { blurRegions: manifest.blurRegions } : {}),
            now: ctx.now,
          },
          ctx,
        );
      } catch (error) {
        await this.storage.delete(videoSourceKey(videoId)).catch(() => undefined);
        throw error;
      }
      await dropUpload(this.storage, id);
      await this.consistency.waitFor(result.position);
      const row = await getVideo(this.sql, videoId);
      if (!row) throw refusal(404, code('videos:videoNotFound'), request);
      return toVideoDto(row, localeFor(request));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private async assertEnabled(request: FastifyRequest): Promise<void> {
    if (!(await videoToolsAvailable())) throw refusal(503, code('videos:uploadDisabled'), request);
  }

  private async assertMayUpload(accountId: string, adId: string): Promise<void> {
    const problem = uploadProblem(accountId, await videoUploadFacts(this.sql, accountId, adId));
    if (problem) throw problem;
  }

  /** Someone else's upload answers like a missing one. */
  private async manifestOf(id: string, user: UserDto, request: FastifyRequest): Promise<UploadManifest> {
    const manifest = UPLOAD_ID.test(id) ? await readManifest(this.storage, id) : null;
    if (!manifest || manifest.ownerId !== user.id) throw refusal(404, code('videos:uploadNotFound'), request);
    return manifest;
  }

  private dto(manifest: UploadManifest, offset: number): VideoUploadDto {
    return { uploadId: manifest.uploadId, adId: manifest.adId, bytes: manifest.bytes, offset, chunkBytes: VIDEO_CHUNK_BYTES };
  }
}
