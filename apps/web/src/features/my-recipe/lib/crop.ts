import { RECIPE_COVER_SIZE } from '@chef/shared';

/** Where the square is cut from the picture: zoom 1 is the largest square; x and y 0-1 slide it. */
export interface SquareCrop {
  zoom: number;
  x: number;
  y: number;
}

/** The source rectangle of a square crop of a width x height picture. */
export function squareOf(width: number, height: number, crop: SquareCrop): { sx: number; sy: number; side: number } {
  const side = Math.min(width, height) / Math.max(1, crop.zoom);
  return { sx: (width - side) * crop.x, sy: (height - side) * crop.y, side };
}

/**
 * Cuts the square out in a canvas, at most the spec's recommended 750*750, as a JPEG file for the
 * upload (a small canvas crop: no library, and this code loads only with the editor).
 */
export async function cropToSquare(image: HTMLImageElement, crop: SquareCrop, name: string): Promise<File> {
  const { sx, sy, side } = squareOf(image.naturalWidth, image.naturalHeight, crop);
  const size = Math.min(RECIPE_COVER_SIZE, Math.round(side));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  canvas.getContext('2d')!.drawImage(image, sx, sy, side, side, 0, 0, size, size);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('crop failed');
  return new File([blob], name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' });
}
