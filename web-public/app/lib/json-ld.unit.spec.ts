import { breadcrumbList, jsonLdText } from './json-ld';

describe('JSON-LD', () => {
  it('cannot be closed or commented out by the text it carries, and still parses to the same data', () => {
    const hostile = { name: '</script><script>alert(1)</script><!-- & \u2028' };
    const text = jsonLdText(hostile);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('lists the trail with absolute URLs, the current page last and without one', () => {
    expect(
      breadcrumbList(
        [{ label: 'Strona główna', to: '/' }, { label: 'Małopolskie', to: '/anonse/malopolskie/' }, { label: 'Kraków' }],
        'https://anonse.example',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Strona główna', item: 'https://anonse.example/' },
        { '@type': 'ListItem', position: 2, name: 'Małopolskie', item: 'https://anonse.example/anonse/malopolskie/' },
        { '@type': 'ListItem', position: 3, name: 'Kraków' },
      ],
    });
  });
});
