import { describe, expect, it } from 'vitest';
import { squareOf } from './crop';

describe('square crop', () => {
  it('takes the largest centred square at zoom 1', () => {
    expect(squareOf(1200, 800, { zoom: 1, x: 0.5, y: 0.5 })).toEqual({ sx: 200, sy: 0, side: 800 });
  });
  it('slides and zooms within the picture', () => {
    expect(squareOf(1200, 800, { zoom: 2, x: 0, y: 1 })).toEqual({ sx: 0, sy: 400, side: 400 });
    expect(squareOf(800, 1200, { zoom: 1, x: 1, y: 1 })).toEqual({ sx: 0, sy: 400, side: 800 });
  });
});
