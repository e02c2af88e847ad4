import { nudgeRegion, REGION_MIN_SIZE, regionBetween } from './region-geometry';

describe('drawing redaction regions', () => {
  it("makes the same box whichever way the drag went, cut at the photo's edges", () => {
    const box = { shape: 'rect', x: 0.25, y: 0.125, width: 0.5, height: 0.25 };
    expect(regionBetween({ x: 0.25, y: 0.125 }, { x: 0.75, y: 0.375 }, 'rect')).toEqual(box);
    expect(regionBetween({ x: 0.75, y: 0.375 }, { x: 0.25, y: 0.125 }, 'rect')).toEqual(box);
    expect(regionBetween({ x: -0.5, y: 0.5 }, { x: 1.5, y: 2 }, 'ellipse')).toEqual({
      shape: 'ellipse',
      x: 0,
      y: 0.5,
      width: 1,
      height: 0.5,
    });
  });

  it('moves by an arrow key without leaving the photo, and never shrinks below the smallest size', () => {
    const atEdge = { shape: 'rect' as const, x: 0.8, y: 0, width: 0.2, height: 0.1, suggested: true as const };
    expect(nudgeRegion(atEdge, 'ArrowRight', false)).toMatchObject({ x: 0.8, suggested: true });
    expect(nudgeRegion(atEdge, 'ArrowUp', false).y).toBe(0);
    expect(nudgeRegion(atEdge, 'ArrowDown', false).y).toBeCloseTo(0.01);
    const tiny = { shape: 'rect' as const, x: 0.5, y: 0.5, width: REGION_MIN_SIZE, height: REGION_MIN_SIZE };
    expect(nudgeRegion(tiny, 'ArrowLeft', true).width).toBe(REGION_MIN_SIZE);
  });
});
