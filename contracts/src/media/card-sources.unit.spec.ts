import { cardSources } from './photo-dto';

const at = (...widths: number[]) =>
  widths.flatMap((width) =>
    (['avif', 'webp', 'jpeg'] as const).map((format) => ({ format, width, height: width, url: `/${format}-${width}` })),
  );

describe('the renditions an ad card may pick', () => {
  it('are those within 640 px, so a dense screen never gets the unbounded 1280 px file', () => {
    expect(cardSources(at(320, 640, 1280)).map((s) => s.width)).toEqual([320, 320, 320, 640, 640, 640]);
    expect(cardSources(at(320, 640, 1000)).every((s) => s.width <= 640)).toBe(true);
  });

  it('fall back to the narrowest there is rather than to nothing', () => {
    expect(cardSources(at(900, 1280)).map((s) => s.width)).toEqual([900, 900, 900]);
    expect(cardSources([])).toEqual([]);
  });
});
