/** Tests of the social formatters. */
import { describe, expect, it } from 'vitest';
import { createStandardEngine } from './standard';

const engine = createStandardEngine();
const out = (src: string, data: unknown): string => engine.render(src, data).output;

describe('social formatters', () => {
  it("labels comment counts 'No Comments', '1 Comment', 'N Comments'", () => {
    expect([0, 1, 7].map((n) => out('{@|comment-count}', { publicCommentCount: n }))).toEqual([
      'No Comments',
      '1 Comment',
      '7 Comments',
    ]);
  });

  it('links to the comments of an item, or to Disqus when the site uses it', () => {
    const item = { id: 'i1', fullUrl: '/post', publicCommentCount: 0 };
    expect(out('{item|comment-link}', { item }).replace(/\s+/g, ' ').trim()).toBe(
      '<a href="/post#comments-i1" class="sqs-comment-link" data-id="i1"> No Comments </a>',
    );
    expect(
      out('{item|comment-link}', { item, websiteSettings: { disqusShortname: 'x' } }).trim(),
    ).toBe('<a href="/post" class="sqs-comment-link sqs-disqus-comment-link" data-id="i1"></a>');
  });

  it('shows a like button only when simple liking is on', () => {
    const item = { id: 'i1', likeCount: 3 };
    expect(out('{item|like-button}', { item })).toBe('');
    expect(
      out('{item|like-button}', { item, websiteSettings: { simpleLikingEnabled: true } }),
    ).toContain('data-item-id="i1" data-like-count="3"');
  });

  it('renders share buttons only with share options, escaping the title', () => {
    const item = {
      systemDataId: 's',
      assetUrl: '/a',
      recordType: 2,
      fullUrl: '/f',
      title: 'A "b"',
    };
    expect(out('{@|social-button}', item)).toBe('');
    expect(
      out('{item|social-button-inline}', { item, website: { shareButtonOptions: { x: 1 } } }),
    ).toBe(
      '<span class="squarespace-social-buttons inline-style" data-system-data-id="s" data-asset-url="/a" ' +
        'data-record-type="2" data-full-url="/f" data-title="A &quot;b&quot;"></span>',
    );
  });

  it('builds a calendar link with UTC times, the encoded title and the location', () => {
    const event = {
      title: 'Launch & party',
      startDate: Date.UTC(2024, 0, 2, 3, 4, 5),
      endDate: Date.UTC(2024, 0, 2, 23, 59, 0),
      location: { addressLine1: ' 1 Main St ', addressLine2: '', addressCountry: 'FR' },
    };
    expect(out('{@|google-calendar-url}', event)).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=Launch%20%26%20party' +
        '&dates=20240102T030405Z/20240102T235900Z&location=1%20Main%20St%2C%20FR',
    );
  });

  it('turns URLs, @mentions and #hashtags into links', () => {
    expect(out('{@|activate-twitter-links}', 'see https://x.io/a?b=1 @ann #tag')).toBe(
      'see <a target="new" href="https://x.io/a?b=1">https://x.io/a?b=1</a> ' +
        '<a target="new" href="https://twitter.com/ann/">@ann</a> ' +
        '<a target="new" href="https://twitter.com/hashtag/tag?src=hash">#tag</a>',
    );
  });

  it('takes the follow button user from the profile URL when the name is empty', () => {
    expect(
      out('{@|twitter-follow-button}', { userName: '', profileUrl: 'https://t.co/bob' }),
    ).toContain('data-username="bob"');
  });

  it("marks the comment thread with the item's counts, else the collection's", () => {
    const collection = { id: 'c1', publicCommentCount: 4, commentState: 1 };
    expect(out('{@|comments}', { id: 'i1', collection }).trim()).toBe(
      '<div class="squarespace-comments" id="comments-i1" data-collection-id="c1" ' +
        'data-public-comment-count="4" data-comment-state="1"></div>',
    );
    expect(
      out('{@|comments}', { id: 'i1', websiteSettings: { disqusShortname: 'd' } }).trim(),
    ).toBe('<div class="squarespace-comments" id="disqus_thread"></div>');
  });
});
