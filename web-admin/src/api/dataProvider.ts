import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetOneParams, GetOneResult, Identifier, RaRecord } from 'ra-core';
import { httpClient as defaultHttpClient, type HttpClient } from './client';
import { ADMIN_API_URL, moderationRequest, revisionFromEtag, type ModerationAction } from './http';

export interface CommandAccepted {
  id: string;
  revision: number;
  position: number;
}

export interface ModerationParams {
  id: Identifier;
  /** The revision the moderator saw (record.revision or the ETag of GET /:id). */
  revision: number;
  /** Required for reject (≥ 3 characters). */
  reason?: string;
}

export interface AdminDataProvider extends DataProvider {
  approve: (resource: string, params: ModerationParams) => Promise<{ data: CommandAccepted }>;
  reject: (resource: string, params: ModerationParams) => Promise<{ data: CommandAccepted }>;
}

/**
 * The admin API speaks the simple-rest dialect (`sort`, `range`, `filter`, `Content-Range`) under /api/admin.
 * On top of it: getOne reads the revision from the ETag, and approve / reject send `If-Match`.
 */
/** Resources whose console path (the spec's) differs from their API path under /api/admin. */
const API_PATHS: Readonly<Record<string, string>> = { 'videos-verification': 'videos' };
export const apiPathOf = (resource: string): string => API_PATHS[resource] ?? resource;

export const createDataProvider = (httpClient: HttpClient = defaultHttpClient, apiUrl: string = ADMIN_API_URL): AdminDataProvider => {
  const simple = simpleRestProvider(apiUrl, httpClient);
  // Every simple-rest call with the resource's API path.
  const rest = Object.fromEntries(
    Object.entries(simple).map(([name, call]) => [
      name,
      typeof call === 'function'
        ? (resource: string, ...args: unknown[]) => (call as (...a: unknown[]) => unknown)(apiPathOf(resource), ...args)
        : call,
    ]),
  ) as DataProvider;

  const moderate =
    (action: ModerationAction) =>
    async (resource: string, { id, revision, reason }: ModerationParams) => {
      const req = moderationRequest(resource, id, action, revision, reason, apiUrl);
      const { json } = await httpClient(req.url, {
        method: req.method,
        headers: new Headers(req.headers),
        body: req.body,
      });
      return { data: json as CommandAccepted };
    };

  return {
    ...rest,
    getOne: async <R extends RaRecord = any>(resource: string, params: GetOneParams<R>): Promise<GetOneResult<R>> => {
      const { json, headers } = await httpClient(`${apiUrl}/${apiPathOf(resource)}/${encodeURIComponent(String(params.id))}`, {
        signal: params.signal,
      });
      const revision = typeof json?.revision === 'number' ? json.revision : revisionFromEtag(headers.get('ETag'));
      return { data: { ...json, revision } as R };
    },
    approve: moderate('approve'),
    reject: moderate('reject'),
  };
};
