/** The offline places calls: owners only, predictions by words, details, the tracking warning. */
import { describe, expect, it, vi } from 'vitest';
import { ownerVisitor, testApp, Visitor } from '../test-support';
import { NO_TRACKING_CONTEXT } from './places';

describe('places', () => {
  it('answers predictions and details to an owner, 401 to a visitor', async () => {
    const app = testApp();
    const visitor = await Visitor.arrive(app);
    expect((await visitor.get('/api/google-maps/places/autocomplete?input=broadway')).status).toBe(
      401,
    );
    const owner = await ownerVisitor(app, 'viewer');
    const found = (await (
      await owner.get('/api/google-maps/places/autocomplete?input=new%20york%20bleecker')
    ).json()) as { predictions: { placeId: string; description: string }[] };
    expect(found.predictions).toEqual([
      { placeId: 'pl-nyc-bleecker', description: '150 Bleecker Street, New York, NY 10012, USA' },
    ]);
    const details = await owner.get(
      '/api/google-maps/places/details?placeId=pl-nyc-bleecker&productPage=console&productSection=store-address',
    );
    expect(await details.json()).toMatchObject({
      address: { city: 'New York', state: 'NY', zip: '10012', countryCode: 'US' },
    });
    expect(
      (
        await owner.get(
          '/api/google-maps/places/details?placeId=pl-nope&productPage=a&productSection=b',
        )
      ).status,
    ).toBe(404);
  });

  it('logs the documents warning for details without a tracking context', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const owner = await ownerVisitor(testApp(), 'viewer');
      await owner.get(
        '/api/google-maps/places/details?placeId=pl-nyc-broadway&productPage=x&productSection=y',
      );
      expect(warn).not.toHaveBeenCalled();
      await owner.get('/api/google-maps/places/details?placeId=pl-nyc-broadway');
      expect(warn).toHaveBeenCalledWith(NO_TRACKING_CONTEXT);
    } finally {
      warn.mockRestore();
    }
  });
});
