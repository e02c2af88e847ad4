import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { routeEntries } from './lib/route-config';

/** Generated from the contracts route table (see lib/route-config.ts). */
export default routeEntries().map((r) =>
  r.path === '' ? index(r.file, { id: r.id }) : route(r.path, r.file, { id: r.id }),
) satisfies RouteConfig;
