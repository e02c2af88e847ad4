import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import type { AdSummary } from '@anonse/contracts/browser';
import { getI18n } from '#web/i18n/i18n';
import type { Linked } from '#web/lib/place-names';
import { AdCard } from './AdCard';

const ad: Linked<AdSummary> = {
  id: 'ad-1',
  title: 'Anna – masaż relaksacyjny',
  category: 'kobieta',
  province: 'mazowieckie',
  city: 'warszawa',
  district: null,
  age: 25,
  hourPrice: 300,
  verified: false,
  phoneVerified: false,
  promoted: false,
  approvedAt: '2026-01-01T10:00:00.000Z',
  excerpt: 'Spokojny gabinet w centrum miasta.',
  href: '/anonse/ad-1/',
  place: { city: 'Warszawa', district: null, province: 'mazowieckie' },
};

/** The card as a page in `path`'s language renders it. */
function render(card: Linked<AdSummary>, path: string): string {
  const locale = path.startsWith('/en/') ? 'en' : 'pl';
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <I18nextProvider i18n={getI18n(locale)}>
          <AdCard ad={card} />
        </I18nextProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}

const videoMark = (html: string) => /<span[^>]*data-testid="ad-card-video"[^>]*>(.*?)<\/span>/.exec(html);

describe('the video mark on an ad card', () => {
  it('shows on an ad with an approved clip, named in words beside its icon (Polish)', () => {
    const mark = videoMark(render({ ...ad, hasVideo: true }, '/'));
    expect(mark).not.toBeNull();
    expect(mark![0]).toContain('title="Ogłoszenie ma film sprawdzony przez moderatorów"');
    // The icon is hidden from screen readers: the word is the mark's accessible name.
    expect(mark![1]).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(mark![1]).toMatch(/<\/svg>Film$/);
  });

  it('speaks English on English pages', () => {
    const mark = videoMark(render({ ...ad, hasVideo: true }, '/en/'));
    expect(mark![0]).toContain('title="This ad has a video checked by the moderators"');
    expect(mark![1]).toMatch(/<\/svg>Video$/);
  });

  it('is absent without an approved clip, and where a list does not know', () => {
    expect(videoMark(render({ ...ad, hasVideo: false }, '/'))).toBeNull();
    expect(videoMark(render(ad, '/'))).toBeNull();
  });
});
