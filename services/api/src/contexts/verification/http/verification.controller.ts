import { Controller, Delete, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { code, PHOTO_LIMITS, VerificationStatusDto, type UserDto } from '@anonse/contracts';
import { CurrentUser, LoggedInGuard } from '#api/platform/auth/guards';
import type { CommandContext } from '#api/platform/commands/command-context';
import { ConsistencyService } from '#api/platform/consistency.service';
import type { RawBodyRoute } from '#api/platform/http/fastify-setup';
import { localeOf } from '#api/platform/http/locale';
import { commandContext, freshCommandContext } from '#api/platform/http/request-context';
import { newId } from '#api/platform/ids';
import { Idempotent } from '#api/platform/idempotency/idempotency.interceptor';
import { errors } from '#api/platform/openapi/openapi';
import { Operation } from '#api/platform/openapi/operation';
import { TooManyUploadsError, uploadProblem } from '../domain/decide';
import { ApiHttpError } from '#api/platform/http/api-error';
import { textOf } from '#api/platform/i18n/i18n';
import { draftAttempt } from '../domain/state';
import { RunVerificationCommand, type VerificationChange } from '../commands/verification.command';
import { VerificationPhotoStore } from '../files/verification-photo-store';
import { VerificationStateQuery, VerificationStatusQuery } from '../queries/verification.queries';
import { checkRawImageRequest, readPrivateImage } from '#api/contexts/media/index';

const UPLOAD_TYPES = ['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/tiff'];

/** An upload's ids: each photo is a new command (the body is streamed, never held, so no Idempotency-Key fingerprint). */
const uploadContext = (request: FastifyRequest, user: UserDto): CommandContext =>
  freshCommandContext(request, { id: user.id, role: user.role });

/**
 * The owner's side of verification (docs/product.md § 9): exactly 2 photos — the first a card with the login and today's
 * date, the second one like the ad photos — then sent to the moderators. The photos never come back: the owner
 * sees only where things stand.
 */
@Controller('api/user/verification')
@UseGuards(LoggedInGuard)
export class VerificationController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly consistency: ConsistencyService,
    private readonly photos: VerificationPhotoStore,
  ) {}

  @Get()
  @Operation({
    tag: 'verification',
    summary: "Where the caller's verification stands (pending, verified, rejected with its reason and when to retry…)",
    responses: { 200: { description: 'Status', schema: VerificationStatusDto }, ...errors(401) },
  })
  async status(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserDto,
  ): Promise<VerificationStatusDto> {
    void reply.header('Cache-Control', 'private, no-store');
    return this.queryBus.execute(new VerificationStatusQuery(user.id, localeOf(request.headers['accept-language'])));
  }

  @Post('photos')
  @RouteConfig({ rawBody: { maxBytes: PHOTO_LIMITS.maxBytes } } satisfies RawBodyRoute)
  @Operation({
    tag: 'verification',
    summary: 'Uploads the next of the 2 verification photos (raw image bytes): first the card with the login and date, then the likeness',
    rawBody: UPLOAD_TYPES,
    responses: {
      201: { description: 'Stored (sealed, private); the status after it', schema: VerificationStatusDto },
      ...errors(400, 401),
      409: { description: 'Waiting for a decision, already verified, or too soon after a rejection', schema: errors(409)[409]!.schema },
      413: { description: 'Over 20 MB', schema: errors(413)[413]!.schema },
      415: { description: 'Not an image (decided by the content), or not a raw image body', schema: errors(415)[415]!.schema },
      422: { description: 'A third photo, or an image over the pixel limits or unreadable', schema: errors(422)[422]!.schema },
      429: { description: 'Too many photos uploaded in 24 hours (Retry-After)', schema: errors(429)[429]!.schema },
    },
  })
  @HttpCode(201)
  async upload(@Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<VerificationStatusDto> {
    const body = checkRawImageRequest(request);
    const state = await this.queryBus.execute(new VerificationStateQuery(user.id));
    // Refused before a byte is processed: a third photo, a pending attempt, the wait after a rejection.
    const problem = uploadProblem(state, request.server.clock.now().toISOString());
    if (problem) {
      body.resume();
      if (problem instanceof TooManyUploadsError) {
        const seconds = Math.max(1, Math.ceil((Date.parse(problem.retryAfter) - request.server.clock.now().getTime()) / 1000));
        throw new ApiHttpError(429, textOf(code('verification:tooManyUploads'), localeOf(request.headers['accept-language'])), undefined, {
          'Retry-After': String(seconds),
        });
      }
      throw problem;
    }
    const image = await readPrivateImage(body, request);
    const draft = draftAttempt(state);
    const attemptId = draft?.attemptId ?? newId();
    const fileKey = await this.photos.put(attemptId, image.body);
    try {
      const result = await this.commandBus.execute(
        new RunVerificationCommand(
          {
            type: 'UploadVerificationPhoto',
            accountId: user.id,
            attemptId,
            photo: { fileKey, contentType: 'image/jpeg', width: image.width, height: image.height, bytes: image.body.length },
          },
          uploadContext(request, user),
        ),
      );
      await this.consistency.waitFor(result.position);
    } catch (error) {
      // Not recorded: the file must not stay behind, nor the key made for an attempt that never started (a draft's
      // key still seals its first photo).
      await (draft ? this.photos.deleteFile(fileKey) : this.photos.purge(attemptId, [fileKey])).catch(() => undefined);
      throw error;
    }
    return this.queryBus.execute(new VerificationStatusQuery(user.id, localeOf(request.headers['accept-language'])));
  }

  @Delete('photos')
  @Operation({
    tag: 'verification',
    summary: 'Discards the draft (photos not yet sent); its files and key are deleted',
    responses: { 200: { description: 'The status after it', schema: VerificationStatusDto }, ...errors(401, 404) },
  })
  @HttpCode(200)
  @Idempotent()
  async discard(@Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<VerificationStatusDto> {
    return this.run(request, user, { type: 'DiscardVerificationDraft', accountId: user.id });
  }

  @Post('submit')
  @Operation({
    tag: 'verification',
    summary: 'Sends the 2 photos to the moderators',
    responses: { 200: { description: 'The status after it (pending)', schema: VerificationStatusDto }, ...errors(401, 404, 409, 422) },
  })
  @HttpCode(200)
  @Idempotent()
  async submit(@Req() request: FastifyRequest, @CurrentUser() user: UserDto): Promise<VerificationStatusDto> {
    return this.run(request, user, { type: 'SubmitVerification', accountId: user.id });
  }

  private async run(request: FastifyRequest, user: UserDto, change: VerificationChange): Promise<VerificationStatusDto> {
    const result = await this.commandBus.execute(
      new RunVerificationCommand(change, commandContext(request, { id: user.id, role: user.role })),
    );
    await this.consistency.waitFor(result.position);
    return this.queryBus.execute(new VerificationStatusQuery(user.id, localeOf(request.headers['accept-language'])));
  }
}
