import { galleryIndexAfter } from './gallery-keys';

describe('the gallery by keyboard', () => {
  it('steps with the arrows and wraps around at both ends', () => {
    expect(galleryIndexAfter('ArrowRight', 0, 3)).toBe(1);
    expect(galleryIndexAfter('ArrowRight', 2, 3)).toBe(0);
    expect(galleryIndexAfter('ArrowLeft', 0, 3)).toBe(2);
    expect(galleryIndexAfter('ArrowLeft', 2, 3)).toBe(1);
  });

  it('jumps to the first photo with Home and the last with End', () => {
    expect(galleryIndexAfter('Home', 2, 3)).toBe(0);
    expect(galleryIndexAfter('End', 0, 3)).toBe(2);
  });

  it('leaves every other key (Tab, Enter, letters) to the browser, and an empty gallery alone', () => {
    for (const key of ['Tab', 'Enter', ' ', 'a', 'ArrowUp']) expect(galleryIndexAfter(key, 1, 3)).toBeNull();
    expect(galleryIndexAfter('End', 0, 0)).toBeNull();
  });
});
