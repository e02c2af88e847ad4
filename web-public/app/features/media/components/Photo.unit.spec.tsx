import { renderToStaticMarkup } from 'react-dom/server';
import type { PublicPhoto } from '@anonse/contracts/browser';
import { Photo } from './Photo';

const photo: PublicPhoto = {
  id: 'p1',
  width: 1920,
  height: 1280,
  blurhash: null,
  sources: [320, 640, 1280].flatMap((width) =>
    (['avif', 'webp', 'jpeg'] as const).map((format) => ({
      format,
      width,
      height: (width * 2) / 3,
      url: `/api/media/files/n-${width}.${format === 'jpeg' ? 'jpg' : format}`,
    })),
  ),
};

const render = (props: Partial<Parameters<typeof Photo>[0]> = {}) => renderToStaticMarkup(<Photo photo={photo} alt="" {...props} />);
const srcsets = (html: string) => [...html.matchAll(/srcSet="([^"]*)"/gi)].map((m) => m[1]!);

describe('a photo on a card', () => {
  it('below the fold loads lazily, with a srcset per format that stops at 640 px (within the card byte budget)', () => {
    const html = render({ card: true, sizes: '360px' });
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchPriority="high"');
    const sets = srcsets(html);
    expect(sets).toHaveLength(3);
    for (const set of sets) expect(set.split(', ').map((s) => s.split(' ')[1])).toEqual(['320w', '640w']);
    expect(html).not.toContain('-1280.');
    // Intrinsic size against layout shift.
    expect(html).toMatch(/width="1920" height="1280"/);
  });

  it('in the first screenful loads eagerly with high priority (the LCP image)', () => {
    const html = render({ card: true, priority: true });
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/fetchPriority="high"/i);
  });

  it('on the detail page offers every width, the 1280 px file included', () => {
    expect(srcsets(render()).every((set) => set.includes('1280w'))).toBe(true);
  });
});
