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
