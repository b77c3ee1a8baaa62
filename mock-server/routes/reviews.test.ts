/** Product reviews on the mock server: the display settings, validation and the average. */
import { describe, expect, it } from 'vitest';
import type { ReviewList } from '../../src/api/reviews';
import { testApp, Visitor } from '../test-support';

const PATH = '/api/commerce/reviews';
const review = {
  productId: 'prod-canvas-tote',
  name: 'Ada',
  rating: 5,
  title: 'Sturdy',
  body: 'Carries everything.',
};
const settings = {
  nativeReviewsDisplayEnabled: true,
  importedReviewsDisplayEnabled: false,
  reviewsKillSwitch: false,
};

describe('product reviews', () => {
  it('keeps a review and answers the average and the count', async () => {
    const visitor = await Visitor.arrive(testApp({ reviewSettings: settings }));
    expect((await visitor.post(PATH, review)).status).toBe(201);
    expect((await visitor.post(PATH, { ...review, rating: 4, name: ' <b>Bo</b> ' })).status).toBe(
      201,
    );
    const list = (await (await visitor.get(`${PATH}/prod-canvas-tote`)).json()) as ReviewList;
    expect(list).toMatchObject({ shown: true, average: 4.5, count: 2 });
    expect(list.reviews.map((r) => r.name)).toEqual(['Ada', '<b>Bo</b>']);
  });

  it('refuses a review out of bounds with the field errors, and one of an unknown product', async () => {
    const visitor = await Visitor.arrive(testApp({ reviewSettings: settings }));
    const refused = await visitor.post(PATH, { ...review, rating: 6, body: '   ', name: '' });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual(['body', 'name', 'rating']);
    expect((await visitor.post(PATH, { ...review, productId: 'prod-nope' })).status).toBe(404);
  });

  it.each([
    [{ ...settings, nativeReviewsDisplayEnabled: false }],
    [{ ...settings, reviewsKillSwitch: true }],
  ])('shows none while the settings hide reviews (%o)', async (hidden) => {
    const visitor = await Visitor.arrive(testApp({ reviewSettings: hidden }));
    await visitor.post(PATH, review);
    const list = (await (await visitor.get(`${PATH}/prod-canvas-tote`)).json()) as ReviewList;
    expect(list).toEqual({ shown: false, average: 0, count: 0, reviews: [] });
  });

  it('serves the review request page of a catalogue product only', async () => {
    const app = testApp();
    const page = await app.request('/reviews/request/prod-canvas-tote');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-page-type="209"');
    expect((await app.request('/reviews/request/prod-nope')).status).toBe(404);
  });
});
