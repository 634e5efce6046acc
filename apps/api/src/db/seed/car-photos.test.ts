import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  type CarShape,
  carPhotoSvg,
  PHOTO_HEIGHT,
  PHOTO_WIDTH,
  type PhotoView,
  renderCarPhoto,
  shapeOfBody,
} from './car-photos';

const SHAPES: CarShape[] = ['sedan', 'suv', 'hatchback', 'pickup', 'coupe', 'van'];
const VIEWS: PhotoView[] = ['front', 'side', 'rear', 'cabin'];

describe('drawn demo car photos', () => {
  it('have no words, numbers or logos: no text element and no font in any shape, view or backdrop', () => {
    for (const [i, shape] of SHAPES.entries()) {
      for (const view of VIEWS) {
        for (const backdrop of ['desert', 'dusk', 'showroom'] as const) {
          const svg = carPhotoSvg({ shape, paint: '#a3161b', backdrop, variant: i }, view);
          expect(svg).not.toMatch(/<text|<tspan|font-family|<image|href=/);
        }
      }
    }
  });

  it('are the same for the same car and differ between cars, colours and views', () => {
    const look = { shape: 'suv', paint: '#eceef0', backdrop: 'desert', variant: 3 } as const;
    expect(carPhotoSvg(look, 'front')).toBe(carPhotoSvg({ ...look }, 'front'));
    const others = [
      carPhotoSvg({ ...look, variant: 4 }, 'front'),
      carPhotoSvg({ ...look, paint: '#15171a' }, 'front'),
      carPhotoSvg({ ...look, shape: 'pickup' }, 'front'),
      carPhotoSvg(look, 'rear'),
    ];
    for (const other of others) expect(other).not.toBe(carPhotoSvg(look, 'front'));
  });

  it('render as phone-sized WebP', async () => {
    const webp = await renderCarPhoto({ shape: 'coupe', paint: '#1f4f8f', backdrop: 'showroom', variant: 1 }, 'front');
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([PHOTO_WIDTH, PHOTO_HEIGHT]);
    expect(webp.length).toBeLessThan(80_000);
  });

  it('draw every body type of the catalogue with one of the six shapes', () => {
    expect(shapeOfBody('minivan')).toBe('van');
    expect(shapeOfBody('convertible')).toBe('coupe');
    expect(shapeOfBody('wagon')).toBe('hatchback');
    for (const s of SHAPES) expect(shapeOfBody(s)).toBe(s);
  });
});
