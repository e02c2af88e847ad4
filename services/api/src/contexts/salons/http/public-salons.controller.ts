import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cityByKeyOf, ROLES, SalonListPage, SalonListQuery, SalonPublic, SalonSlug, SALONS_PER_PAGE, slugify } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { getSalonBySlug, isSalonPublic, listPublicSalons, publicSalonCities } from '@anonse/projections';
import { CURRENT_USER_RESOLVER, type CurrentUserResolver } from '#api/platform/auth/guards';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { salonNotFound } from './salon-errors';
import { toSalonPublic, toSalonSummaries } from './salon-views';

const SalonCities = z.array(z.object({ city: z.string(), cityName: z.string(), count: z.number().int() }));

/** The public side of salons: lists by town or text, and one salon page under docs/product.md § 6's access rule. */
@Controller('api/salon')
export class PublicSalonsController {
  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(CURRENT_USER_RESOLVER) private readonly users: CurrentUserResolver,
  ) {}

  @Get('public')
  @Operation({
    tag: 'salons',
    summary: 'Approved salons, newest first: all, of a town (`city` = town key) or matching `q` in name or town',
    query: SalonListQuery,
    responses: { 200: { description: 'A page of salons', schema: SalonListPage }, ...errors(400) },
  })
  async list(@ValidQuery() query: SalonListQuery): Promise<SalonListPage> {
    const city = query.city && cityByKeyOf(query.city) ? query.city : undefined;
    const text = query.q ? slugify(query.q) : undefined;
    const { rows, total } = await listPublicSalons(this.sql, { city, text: text || undefined, page: query.page, perPage: SALONS_PER_PAGE });
    return {
      items: await toSalonSummaries(this.sql, rows),
      page: query.page,
      lastPage: Math.max(1, Math.ceil(total / SALONS_PER_PAGE)),
      total,
    };
  }

  @Get('cities')
  @Operation({
    tag: 'salons',
    summary: 'Towns with approved salons and how many',
    responses: { 200: { description: 'Towns', schema: SalonCities } },
  })
  async cities(): Promise<z.infer<typeof SalonCities>> {
    return (await publicSalonCities(this.sql)).map((c) => ({ ...c, cityName: cityByKeyOf(c.city)?.name ?? c.city }));
  }

  /**
   * docs/product.md § 6: an approved salon for everyone; an unapproved one only for its owner, an administrator or a
   * moderator; everyone else gets the 404 of docs/product.md § 8, as for a slug that names nothing.
   */
  @Get('public/:slug')
  @Operation({
    tag: 'salons',
    summary: 'One salon page (docs/product.md § 7); unapproved ones only for the owner and staff',
    responses: { 200: { description: 'Salon', schema: SalonPublic }, ...errors(404) },
  })
  async one(
    @Param('slug') slug: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SalonPublic> {
    const row = SalonSlug.safeParse(slug).success ? await getSalonBySlug(this.sql, slug) : null;
    if (!row) throw salonNotFound(request);
    const user = await this.users.currentUser(request, reply);
    const privileged = !!user && (user.id === row.ownerId || user.role === ROLES.administrator || user.role === ROLES.moderator);
    // A blocked owner's salon leaves the site like their ads (listPublicSalons drops it too).
    const approved = await isSalonPublic(this.sql, row.id);
    if (!approved && !privileged) throw salonNotFound(request);
    const salon = await toSalonPublic(this.sql, row, privileged, approved);
    if (privileged) void reply.header('Cache-Control', 'private, no-store');
    return salon;
  }
}
