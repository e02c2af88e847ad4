import type { FastifyRequest } from 'fastify';
import { ApiHttpError } from './api-error';
import { localeOf } from './locale';
import { message } from '../i18n/i18n';

/** The ETag of a resource at a stream revision (EventSourcing.NodeJS style: the revision is the version). */
export const etagOf = (revision: number) => `"${revision}"`;

/** If-Match → the revision an edit was based on; absent or `*` → undefined (no staleness check). */
export function ifMatchRevision(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(header);
  if (!match) throw new ApiHttpError(400, message('badIfMatch', localeOf(request.headers['accept-language'])));
  return Number(match[1]);
}

/**
 * For edits that replace what another writer may have changed meanwhile: the revision is required, so a client
 * that leaves it out cannot overwrite blindly (428 Precondition Required, RFC 6585).
 */
export function requiredIfMatchRevision(request: FastifyRequest): number {
  const revision = ifMatchRevision(request);
  if (revision === undefined) throw new ApiHttpError(428, message('ifMatchRequired', localeOf(request.headers['accept-language'])));
  return revision;
}
