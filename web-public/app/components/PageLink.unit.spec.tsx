import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { PageLink, StaticPageContext } from './PageLink';

describe('PageLink', () => {
  it('is a plain anchor on a page without the application, outside any router', () => {
    const html = renderToStaticMarkup(
      <StaticPageContext.Provider value={true}>
        <PageLink to="/anonse/krakow/" className="c" prefetch="intent" data-testid="x">
          Kraków
        </PageLink>
      </StaticPageContext.Provider>,
    );
    expect(html).toBe('<a href="/anonse/krakow/" class="c" data-testid="x">Kraków</a>');
  });

  it('is a router link in the application, and for a relative path anywhere', () => {
    const app = renderToStaticMarkup(
      <MemoryRouter>
        <PageLink to="/anonse/krakow/">Kraków</PageLink>
      </MemoryRouter>,
    );
    expect(app).toContain('href="/anonse/krakow/"');
    expect(app).toContain('data-discover="true"');
    const relative = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/anonse/']}>
        <StaticPageContext.Provider value={true}>
          <PageLink to="krakow/">Kraków</PageLink>
        </StaticPageContext.Provider>
      </MemoryRouter>,
    );
    expect(relative).toContain('data-discover="true"');
  });
});
