import { Controller, Get, Inject, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { DataAccessEntryDto, DataAccessListParams } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { listDataAccess } from '@anonse/projections';
import { AdminGuard } from '#api/platform/auth/guards';
import { errors } from '#api/platform/openapi/openapi';
import { Operation, ValidQuery } from '#api/platform/openapi/operation';
import { SQL } from '#api/platform/tokens';
import { listPageHeaders } from '#api/platform/http/content-range';

/** Who saw whose personal data or verification photos, and when: administrators only (it names staff and people). */
@Controller('api/admin/audit/data-access')
@UseGuards(AdminGuard)
export class DataAccessController {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}

  @Get()
  @Operation({
    tag: 'admin',
    summary: 'Views of personal data and verification photos, newest first (ra-data-simple-rest; administrators only)',
    query: DataAccessListParams,
    queryText: {
      range: 'JSON: [0,24] (inclusive)',
      sort: 'JSON: ["viewedAt","DESC"]',
      filter: 'JSON: {"viewer":"<id or login>","subject":"<id or login>","what":"verification-photo"}',
    },
    responses: { 200: { description: 'Views', schema: z.array(DataAccessEntryDto), headers: ['Content-Range'] }, ...errors(400, 401, 403) },
  })
  async list(@ValidQuery() params: DataAccessListParams, @Res({ passthrough: true }) reply: FastifyReply): Promise<DataAccessEntryDto[]> {
    const range = (params.range ?? [0, 24]) as [number, number];
    const { rows, total } = await listDataAccess(this.sql, { ...params.filter, range });
    listPageHeaders(reply, 'data-access', range[0], rows.length, total);
    return rows;
  }
}
