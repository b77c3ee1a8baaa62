/** Tests of the content predicates. */
import { describe, expect, it } from 'vitest';
import { createStandardEngine } from './standard';

const engine = createStandardEngine();
/** 'yes' or 'no' for `{.name?}` tested against `data` as the scope. */
const test = (predicate: string, data: unknown): string =>
  engine.render(`{.${predicate}}yes{.or}no{.end}`, data).output;

describe('content predicates', () => {
  it('location? needs both map coordinates', () => {
    expect(test('location?', { location: { mapLat: 1, mapLng: 0 } })).toBe('yes');
    expect(test('location?', { location: { mapLat: 1 } })).toBe('no');
    expect(test('location?', {})).toBe('no');
  });

  it('main-image? accepts mainImageId or systemDataId', () => {
    expect(test('main-image?', { mainImageId: 'a' })).toBe('yes');
    expect(test('main-image?', { systemDataId: 'b' })).toBe('yes');
    expect(test('main-image?', { mainImageId: '' })).toBe('no');
  });

  it('passthrough? needs the flag and a non-empty source URL', () => {
    expect(test('passthrough?', { passthrough: true, sourceUrl: 'http://x' })).toBe('yes');
    expect(test('passthrough?', { passthrough: true, sourceUrl: '' })).toBe('no');
    expect(test('passthrough?', { passthrough: false, sourceUrl: 'http://x' })).toBe('no');
  });

  it('same-day? compares UTC calendar days, not 24-hour spans', () => {
    const day = Date.UTC(2024, 1, 29);
    expect(test('same-day?', { startDate: day, endDate: day + 86_399_999 })).toBe('yes');
    expect(test('same-day?', { startDate: day + 86_399_999, endDate: day + 86_400_000 })).toBe(
      'no',
    );
    expect(test('same-day?', { startDate: day, endDate: Date.UTC(2025, 1, 29) })).toBe('no');
  });

  it('comments? follows the comment state, the count and the site switch', () => {
    expect(test('comments?', { commentState: 1 })).toBe('yes');
    expect(test('comments?', { commentState: 2, publicCommentCount: 3 })).toBe('yes');
    expect(test('comments?', { commentState: 2, publicCommentCount: 0 })).toBe('no');
    expect(test('comments?', { commentState: 1, websiteSettings: {} })).toBe('no');
    expect(test('comments?', { commentState: 1, websiteSettings: { commentsEnabled: true } })).toBe(
      'yes',
    );
  });

  it('disqus? reads disqusShortName through the enclosing scopes', () => {
    const src = '{.section item}{.disqus?}yes{.or}no{.end}{.end}';
    const settings = { disqusShortName: 'abc' };
    expect(engine.render(src, { websiteSettings: settings, item: { a: 1 } }).output).toBe('yes');
    expect(engine.render(src, { item: { a: 1 } }).output).toBe('no');
    expect(test('disqus?', { websiteSettings: { disqusShortName: '' } })).toBe('no');
  });

  it('clickable? is true for index, redirect or no folder behaviour', () => {
    expect(
      [1, 2, 3, undefined].map((folderBehavior) => test('clickable?', { folderBehavior })),
    ).toEqual(['yes', 'yes', 'no', 'yes']);
  });

  it('index? and redirect? read the folder behaviour', () => {
    expect(test('index?', { collection: { folder: true, folderBehavior: 1 } })).toBe('yes');
    expect(test('index?', { collection: { folder: true, folderBehavior: 2 } })).toBe('no');
    expect(test('redirect?', { folderBehavior: 2 })).toBe('yes');
    expect(test('redirect?', { folderBehavior: 1 })).toBe('no');
  });

  it('excerpt? is false when only whitespace remains after stripping HTML', () => {
    expect(test('excerpt?', { excerpt: { html: '<p><b>Hi</b></p>' } })).toBe('yes');
    expect(test('excerpt?', { excerpt: { html: '<p> \u00a0\u200b</p><br>' } })).toBe('no');
    expect(test('excerpt?', { excerpt: 'plain' })).toBe('yes');
  });

  it('has one predicate per record type, the promoted ones also matching the block type', () => {
    expect(test('store-item?', { recordType: 11 })).toBe('yes');
    expect(test('event?', { recordType: 11 })).toBe('no');
    expect(test('kbarticle?', { recordType: 54 })).toBe('yes');
    expect(test('video?', { promotedBlockType: 'video' })).toBe('yes');
    expect(test('text?', { promotedBlockType: 'text' })).toBe('no');
  });

  it('has one predicate per promoted block type and background source', () => {
    expect(test('promotedMAP?', { promotedBlockType: 'map' })).toBe('yes');
    expect(test('promotedMAP?', { promotedBlockType: 'form' })).toBe('no');
    expect(test('background-source-video?', { backgroundSource: 3 })).toBe('yes');
    expect(test('background-source-none?', { backgroundSource: 3 })).toBe('no');
  });

  it('reads gallery options as given, with no defaults filled in', () => {
    expect(test('gallery-design-slider?', { options: { design: 'slider' } })).toBe('yes');
    expect(test('gallery-design-grid?', { options: {} })).toBe('no');
    expect(
      test('gallery-meta-position-top-left?', { options: { 'meta-position': 'top-left' } }),
    ).toBe('yes');
    expect(test('gallery-lightbox?', { options: { lightbox: true } })).toBe('yes');
    expect(test('gallery-meta?', { options: { indicators: true } })).toBe('yes');
    expect(test('gallery-meta?', { options: { controls: false } })).toBe('no');
  });

  it('current-type? compares the slice type by name', () => {
    expect(test('current-type? video', { currentType: 6 })).toBe('yes');
    expect(test('current-type? video', { currentType: 5 })).toBe('no');
    expect(test('current-type? nonsense', { currentType: 5 })).toBe('no');
  });

  it('matches simple fields of the scope', () => {
    expect(test('serviceNameEmail?', { serviceName: 'email' })).toBe('yes');
    expect(test('show-past-events?', { showPastOrUpcomingEvents: 'upcoming' })).toBe('no');
    expect(test('collectionTypeNameEquals? blog', { typeName: 'blog' })).toBe('yes');
    expect(test('has-multiple?', [1, 2])).toBe('yes');
    expect(test('child-images?', { items: [{ systemDataId: 'x' }] })).toBe('yes');
    expect(test('collection-template-page?', { type: 7 })).toBe('yes');
  });
});
