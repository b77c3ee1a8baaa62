/** Tests of the content formatters. */
import { describe, expect, it } from 'vitest';
import { createStandardEngine } from './standard';

const engine = createStandardEngine();
const out = (src: string, data: unknown): string => engine.render(src, data).output;

describe('content formatters', () => {
  it('picks the image width variant by the thresholds of the product document', () => {
    const widths = [1, 100, 101, 300, 301, 500, 501, 750, 751, 1000, 1001, 9000];
    expect(widths.map((w) => out(`{@|squarespaceThumbnailForWidth ${w}}`, {}))).toEqual([
      '100w',
      '100w',
      '300w',
      '300w',
      '500w',
      '500w',
      '750w',
      '750w',
      '1000w',
      '1000w',
      '1500w',
      '1500w',
    ]);
  });

  it('scales originalSize to a wanted width or height, whole pixels', () => {
    expect(out('{@|resizedHeightForWidth 300}', '1200x800')).toBe('200');
    expect(out('{@|resizedWidthForHeight 100}', '1200x800')).toBe('150');
    expect(out('{@|squarespaceThumbnailForHeight 500}', '1200x800')).toBe('750w');
  });

  it('reports a size without originalSize as the documented error', () => {
    const result = engine.render('{@|resizedHeightForWidth 300}', { other: 1 });
    const message = "Invalid source parameter. Pass in 'originalSize'";
    expect(result.output).toBe(message);
    expect(result.errors.map((e) => e.message)).toContain(message);
  });

  it('splits width and height; anything else is missing', () => {
    expect(out('{@|width} {@|height}', '640x480')).toBe('640 480');
    expect(out('[{@|width}]', '640')).toBe('[]');
  });

  it('writes image metadata with the default focal point and escaped alt text', () => {
    const image = { assetUrl: '/a.jpg', originalSize: '10x20', title: 'Say "cheese" & <smile>' };
    expect(out('{@|image-meta}', image)).toBe(
      'data-src="/a.jpg" data-image="/a.jpg" data-image-dimensions="10x20" ' +
        'data-image-focal-point="0.5,0.5" alt="Say &quot;cheese&quot; &amp; &lt;smile&gt;" ',
    );
  });

  it('falls back to the body text truncated to 250 characters, then the file name', () => {
    const body = `<p>${'x'.repeat(300)}</p>`;
    const alt = (data: object): string =>
      /alt="([^"]*)"/.exec(out('{@|image-meta}', { assetUrl: '/a.jpg', ...data }))?.[1] ?? '';
    expect(alt({ body })).toBe(' ' + 'x'.repeat(249));
    expect(alt({ filename: 'photo.jpg' })).toBe('photo.jpg');
  });

  it("uses an image block's own alt text even when empty", () => {
    const data = { blockType: 5, img: { assetUrl: '/a.jpg', title: 'T', altText: '  ' } };
    expect(out('{img|image}', data)).toContain('<noscript><img src="/a.jpg" alt="" /></noscript>');
  });

  it('lists srcset variants and adds the original as the next size up', () => {
    expect(out('{@|image-srcset}', { assetUrl: '/a', systemDataVariants: '100w,300w' })).toBe(
      ' srcset="/a?format=100w 100w,/a?format=300w 300w,/a?format=original 500w"',
    );
    expect(out('[{@|image-srcset}]', { assetUrl: '/a', systemDataVariants: '10x20' })).toBe('[]');
  });

  it('prints image colours and a placeholder for a missing one', () => {
    const data = { colorData: { centerAverage: 'abcdef' } };
    expect(out('{@|image-color center}', data)).toBe('#abcdef');
    expect(out('{@|image-color topLeft}', data)).toBe('"topLeft" not found.');
  });

  it('weighs colours against half of the maximum colour value', () => {
    const colors = ['#7fffff', '#800000', 'fff', '#1234', 'nope'];
    expect(colors.map((c) => out('[{@|color-weight}]', c))).toEqual([
      '[dark]',
      '[light]',
      '[light]',
      '[dark]',
      '[]',
    ]);
  });

  it('writes website colours as hsl and reports every value out of bounds', () => {
    expect(out('{@|website-color}', { hue: 10.126, saturation: 0.5, lightness: 0.25 })).toBe(
      'hsl(10.13, 50%, 25%)',
    );
    expect(out('{@|website-color}', { hue: -1, saturation: 2, lightness: 0, alpha: 0.5 })).toBe(
      'Hue out of bounds. Saturation out of bounds. ',
    );
    expect(out('{@|website-color}', { hue: 1, saturation: 1 })).toBe('Missing an H/S/L value.');
  });

  it('humanizes a duration in milliseconds as minutes and seconds', () => {
    expect(out('{@|humanizeDuration}', 3_725_000)).toBe('62:05');
  });

  it('builds item classes from categories, tags, author and product status', () => {
    const item = {
      categories: ['Big News!'],
      tags: ['a b'],
      author: { displayName: 'Ann Lee' },
      recordTypeLabel: 'text',
      recordType: 11,
      structuredContent: { productType: 2, onSale: true },
    };
    expect(out('{@|item-classes}', item)).toBe(
      'hentry category-big-news tag-a-b author-ann-lee post-type-text on-sale',
    );
    const soldOut = { recordType: 11, structuredContent: { productType: 1, variants: [{}] } };
    expect(out('{@|item-classes}', soldOut)).toBe('hentry post-type- sold-out');
    const inStock = {
      ...soldOut,
      structuredContent: { productType: 1, variants: [{ qtyInStock: 2, onSale: true }] },
    };
    expect(out('{@|item-classes}', inStock)).toBe('hentry post-type- on-sale');
  });

  it('escapes the oEmbed HTML of a video into its attribute', () => {
    expect(out('{@|video}', { oembed: { html: '<iframe src="x">', providerName: 'v' } })).toBe(
      '<div class="sqs-video-wrapper" data-html="&lt;iframe src=&quot;x&quot;&gt;" data-provider-name="v"></div>',
    );
  });

  it('prefixes relative URLs with base-url and upper-cases with capitalize', () => {
    expect(out('{u|AbsUrl} {u|capitalize}', { 'base-url': 'https://x.io', u: 'a/b' })).toBe(
      'https://x.io/a/b A/B',
    );
  });

  it('reads item fields from the formatted value before the enclosing scopes', () => {
    const data = { recordTypeLabel: 'page', item: { recordTypeLabel: 'text' } };
    expect(out('{item|item-classes}', data)).toBe('hentry post-type-text');
    expect(out('{item|item-classes}', { recordTypeLabel: 'page', item: {} })).toBe(
      'hentry post-type-page',
    );
  });
});
