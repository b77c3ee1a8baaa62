/** A malformed multipart body on the checkout forms answers 400 with the page, never 500. */
import { describe, expect, it } from 'vitest';
import { serverTexts } from '../../src/i18n/server-texts';
import { ADD_PATH, Visitor, addBody, testApp } from '../test-support';

/** A multipart body whose boundary never appears: no parser can read it. */
const malformed = (visitor: Visitor) =>
  ({
    'Content-Type': 'multipart/form-data; boundary=----sf-boundary',
    Cookie: [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  }) as const;

describe('malformed multipart bodies on the checkout pages', () => {
  it.each([
    ['/checkout', '<form method="post" action="/checkout"'],
    ['/checkout/gift-card', serverTexts.invalidFields],
    ['/checkout/subscription', serverTexts.invalidFields],
  ])('POST %s answers 400 with the page and the form text', async (path, shows) => {
    const app = testApp();
    const visitor = await Visitor.arrive(app);
    await visitor.post(ADD_PATH, addBody('prod-canvas-tote', null));
    const response = await app.request(path, {
      method: 'POST',
      headers: malformed(visitor),
      body: `--wrong\r\nContent-Disposition: form-data; name="crumb"\r\n\r\nx\r\n`,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain(serverTexts.invalidFields);
    expect(page).toContain(shows);
  });
});
