import type { FastifyReply } from 'fastify';

/**
 * The headers of one page of a console list (ra-data-simple-rest): `Content-Range: {resource} {from}-{to}/{total}`
 * (what react-admin reads the total from, exposed to scripts), and never cached, since it is staff-only data.
 */
export function listPageHeaders(reply: FastifyReply, resource: string, from: number, count: number, total: number): void {
  void reply
    .header('Content-Range', `${resource} ${from}-${count ? from + count - 1 : from}/${total}`)
    .header('Access-Control-Expose-Headers', 'Content-Range')
    .header('Cache-Control', 'private, no-store');
}

/** A console list's query string as ra-data-simple-rest sends it, once validated by the resource's own schema. */
interface SimpleRestParams<F, S extends string> {
  filter?: F;
  sort?: readonly [S, string];
  range?: readonly number[];
}

/** What the read side's list queries take: `sort` upper-cased for SQL, and the first 25 rows when no range is asked. */
interface ListRequest<F, S extends string> {
  filter: F | undefined;
  sort: { field: S; order: 'ASC' | 'DESC' } | undefined;
  range: [number, number];
}

export function listRequest<F, S extends string>(params: SimpleRestParams<F, S>): ListRequest<F, S> {
  const [from = 0, to = 24] = params.range ?? [];
  return {
    filter: params.filter,
    sort: params.sort ? { field: params.sort[0], order: params.sort[1].toUpperCase() as 'ASC' | 'DESC' } : undefined,
    range: [from, to],
  };
}
