/** Social text parts, share links and the event calendar link. */
import { describe, expect, it } from 'vitest';
import { calendarUrl, shareLinks, socialTextParts } from './social-links';

describe('socialTextParts', () => {
  it('links URLs, @mentions and #hashtags and keeps the rest as text', () => {
    expect(socialTextParts('@ada loves #bags at https://example.com/x?y=1 #sale')).toEqual([
      { text: '@ada', href: 'https://twitter.com/ada/' },
      { text: ' loves ' },
      { text: '#bags', href: 'https://twitter.com/hashtag/bags?src=hash' },
      { text: ' at ' },
      { text: 'https://example.com/x?y=1', href: 'https://example.com/x?y=1' },
      { text: ' ' },
      { text: '#sale', href: 'https://twitter.com/hashtag/sale?src=hash' },
    ]);
  });

  it('keeps hostile text as plain text parts and links no mention inside a word or URL', () => {
    const hostile = '<img src=x onerror=alert(1)> mail@example.com';
    expect(socialTextParts(hostile)).toEqual([{ text: hostile }]);
    expect(socialTextParts('see https://example.com/#top')).toEqual([
      { text: 'see ' },
      { text: 'https://example.com/#top', href: 'https://example.com/#top' },
    ]);
  });
});

describe('shareLinks', () => {
  it('shares the absolute item URL and title, Pinterest only with an image', () => {
    const links = shareLinks(
      { fullUrl: '/journal/hello', title: 'Hello & welcome', assetUrl: '/img/a.svg' },
      'https://shop.example/',
    );
    expect(links.map((l) => l.service)).toEqual([
      'facebook',
      'twitter',
      'pinterest',
      'linkedin',
      'email',
    ]);
    expect(links[0]?.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example%2Fjournal%2Fhello',
    );
    expect(links[1]?.href).toContain('&text=Hello%20%26%20welcome');
    const noImage = shareLinks({ fullUrl: '/x', title: 'X', assetUrl: '' }, 'https://s.example/');
    expect(noImage.some((l) => l.service === 'pinterest')).toBe(false);
  });
});

describe('calendarUrl', () => {
  it('has the title, UTC compact start and end, and the location from address lines and country', () => {
    expect(
      calendarUrl({
        title: 'Repair night',
        startDate: Date.UTC(2026, 11, 3, 18, 30),
        endDate: Date.UTC(2026, 11, 3, 21),
        addressLines: ['12 Dock St', ' ', 'Ireland'],
      }),
    ).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=Repair%20night' +
        '&dates=20261203T183000Z/20261203T210000Z&location=12%20Dock%20St%2C%20Ireland',
    );
  });
  it('leaves the location out without an address, and reads an impossible date as the epoch', () => {
    expect(calendarUrl({ title: 'T', startDate: 8.64e15 + 1, endDate: 0, addressLines: [] })).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=T&dates=19700101T000000Z/19700101T000000Z',
    );
  });
});
