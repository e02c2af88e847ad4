/** One step of a breadcrumb trail; without a link it is the current page. */
export interface Crumb {
  label: string;
  to?: string;
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as JSON escapes, so a title holding
 * `</script>` or `<!--` cannot end the element or open a comment; U+2028/2029 likewise (older parsers).
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * schema.org BreadcrumbList of a trail, with absolute URLs (`origin` is the root loader's, PUBLIC_ORIGIN when set);
 * the current page, unlinked, is the last item without a URL, as the visible trail shows it.
 */
export function breadcrumbList(items: readonly Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      ...(c.to !== undefined ? { item: new URL(c.to, origin).toString() } : {}),
    })),
  };
}
