/**
 * The methods each API route pattern answers, collected as routes are registered, so that a request for a path
 * the API knows, with a method it does not take, gets 405 with `Allow` (RFC 9110 § 15.5.6) rather than a 404 or
 * the site's HTML page.
 */
export class RouteMethods {
  private readonly routes: { pattern: RegExp; methods: Set<string> }[] = [];
  private readonly byUrl = new Map<string, Set<string>>();

  add(url: string, methods: string | string[]): void {
    let known = this.byUrl.get(url);
    if (!known) {
      known = new Set();
      this.byUrl.set(url, known);
      this.routes.push({ pattern: patternOf(url), methods: known });
    }
    for (const method of [methods].flat()) known.add(method.toUpperCase());
  }

  /** Every method some route matching this path answers, sorted; empty when no route matches it. */
  allowed(path: string): string[] {
    const methods = new Set<string>();
    for (const route of this.routes) if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
    return [...methods].sort();
  }
}

/** find-my-way's syntax as Nest emits it: `:name` is one segment, a trailing `*` the rest of the path. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}
