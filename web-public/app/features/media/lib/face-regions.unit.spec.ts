import { RedactionRegion } from '@anonse/contracts';
import { FACE_MARGIN, faceRegions } from './face-regions';

const image = { width: 1000, height: 500 };

describe('face regions from detector boxes', () => {
  it('normalises to the photo and enlarges by the margins, more above than below', () => {
    const [r] = faceRegions([{ x: 400, y: 200, width: 100, height: 100, score: 0.9 }], image);
    expect(r!.shape).toBe('ellipse');
    expect(r!.x).toBeCloseTo((400 - 100 * FACE_MARGIN.side) / 1000);
    expect(r!.width).toBeCloseTo((100 * (1 + 2 * FACE_MARGIN.side)) / 1000);
    expect(r!.y).toBeCloseTo((200 - 100 * FACE_MARGIN.top) / 500);
    expect(r!.height).toBeCloseTo((100 * (1 + FACE_MARGIN.top + FACE_MARGIN.bottom)) / 500);
    expect(RedactionRegion.safeParse(r).success).toBe(true);
  });

  it('clamps a face at the edge to the photo, so the server accepts the region', () => {
    const [r] = faceRegions(
      [
        { x: -30, y: -20, width: 200, height: 150, score: 0.8 },
        { x: 950, y: 450, width: 100, height: 100, score: 0.7 },
      ],
      image,
    ).sort((a, b) => a.x - b.x);
    expect(r).toMatchObject({ x: 0, y: 0 });
    const all = faceRegions(
      [
        { x: -30, y: -20, width: 200, height: 150, score: 0.8 },
        { x: 950, y: 450, width: 100, height: 100, score: 0.7 },
      ],
      image,
    );
    expect(all).toHaveLength(2);
    for (const region of all) {
      expect(region.x + region.width).toBeLessThanOrEqual(1);
      expect(region.y + region.height).toBeLessThanOrEqual(1);
      expect(RedactionRegion.safeParse(region).success).toBe(true);
    }
  });

  it('keeps the most certain faces first, at most `limit`', () => {
    const boxes = [10, 20, 30].map((x, i) => ({ x: x * 10, y: 100, width: 50, height: 50, score: [0.5, 0.9, 0.7][i]! }));
    expect(faceRegions(boxes, image, 2).map((r) => Math.round((r.x * 1000 + 50 * FACE_MARGIN.side) / 10))).toEqual([20, 30]);
    expect(faceRegions(boxes, image, 0)).toEqual([]);
  });

  it('drops boxes that are not numbers, empty, or wholly outside the photo, and a photo without size', () => {
    const bad = [
      { x: Number.NaN, y: 0, width: 10, height: 10, score: 1 },
      { x: 0, y: 0, width: 0, height: 10, score: 1 },
      { x: 0, y: 0, width: Number.POSITIVE_INFINITY, height: 10, score: 1 },
      { x: 5000, y: 100, width: 50, height: 50, score: 1 },
    ];
    expect(faceRegions(bad, image)).toEqual([]);
    expect(faceRegions([{ x: 1, y: 1, width: 10, height: 10, score: 1 }], { width: 0, height: 100 })).toEqual([]);
  });
});
