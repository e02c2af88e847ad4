import { blurhashDataUrl } from './blurhash-placeholder';
import { fallbackSource, move, srcSetOf } from './photo-sources';

const sources = [
  { format: 'webp' as const, width: 640, height: 480, url: '/media/a-640.webp' },
  { format: 'jpeg' as const, width: 1280, height: 960, url: '/media/a-1280.jpg' },
  { format: 'jpeg' as const, width: 320, height: 240, url: '/media/a-320.jpg' },
  { format: 'webp' as const, width: 320, height: 240, url: '/media/a-320.webp' },
  { format: 'jpeg' as const, width: 640, height: 480, url: '/media/a-640.jpg' },
];

describe('photo sources', () => {
  it('builds srcset per format, narrowest first', () => {
    expect(srcSetOf(sources, 'webp')).toBe('/media/a-320.webp 320w, /media/a-640.webp 640w');
    expect(srcSetOf(sources, 'avif')).toBe('');
  });

  it('falls back to the narrowest JPEG wide enough, or the widest there is', () => {
    expect(fallbackSource(sources)?.url).toBe('/media/a-640.jpg');
    expect(fallbackSource(sources, 1000)?.url).toBe('/media/a-1280.jpg');
    expect(fallbackSource(sources, 5000)?.url).toBe('/media/a-1280.jpg');
    expect(fallbackSource([])).toBeUndefined();
  });

  it('moves items for reordering, clamping the target', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(move(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });
});

describe('blurhash placeholder', () => {
  it('turns a hash into a small BMP data URL, and refuses junk', () => {
    const url = blurhashDataUrl('LEHV6nWB2yk8pyo0adR*.7kCMdnj');
    expect(url).toMatch(/^data:image\/bmp;base64,Qk/);
    const bytes = Buffer.from(url!.split(',')[1]!, 'base64');
    expect(bytes.length).toBe(54 + 24 * 6);
    expect(blurhashDataUrl('not a hash')).toBeNull();
    expect(blurhashDataUrl(null)).toBeNull();
  });
});
