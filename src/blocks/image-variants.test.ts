/** Width variants, responsive srcsets and focal points of platform images. */
import { describe, expect, it } from 'vitest';
import { focalPosition, imageDimensions, responsiveSrcset, variantFor } from './image-variants';

describe('variantFor', () => {
  it.each([
    [50, '100w'],
    [100, '100w'],
    [101, '300w'],
    [301, '500w'],
    [501, '750w'],
    [751, '1000w'],
    [1001, '1500w'],
    [9000, '1500w'],
  ])('serves %s px from %s', (width, variant) => {
    expect(variantFor(width)).toBe(variant);
  });
});

describe('responsiveSrcset', () => {
  it('lists the variants up to the original width', () => {
    expect(responsiveSrcset('/img/a.jpg', 800)).toBe(
      '/img/a.jpg?format=100w 100w, /img/a.jpg?format=300w 300w, /img/a.jpg?format=500w 500w, /img/a.jpg?format=750w 750w',
    );
  });

  it('lists all seven variants, 100w to 2500w, when the width is unknown', () => {
    const list = responsiveSrcset('/a.png?v=2').split(', ');
    expect(list).toHaveLength(7);
    expect(list[0]).toBe('/a.png?v=2&format=100w 100w');
    expect(list[6]).toBe('/a.png?v=2&format=2500w 2500w');
  });
});

describe('focalPosition', () => {
  it('turns a focal point into an object-position', () => {
    expect(focalPosition('0.25,0.8')).toBe('25% 80%');
  });
  it('centres a missing or broken focal point and bounds wild ones', () => {
    expect(focalPosition(null)).toBe('50% 50%');
    expect(focalPosition('x,y')).toBe('50% 50%');
    expect(focalPosition('3,-1')).toBe('100% 0%');
  });
});

describe('imageDimensions', () => {
  it('reads widthxheight and refuses anything else', () => {
    expect(imageDimensions('2500x1666')).toEqual([2500, 1666]);
    expect(imageDimensions('2500')).toBeNull();
    expect(imageDimensions('0x10')).toBeNull();
  });
});
