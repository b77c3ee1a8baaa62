/** Tests of the installment information the mock server serves per locale. */
import { describe, expect, it } from 'vitest';
import { InstallmentInfoSchema } from '../../src/api/installments';
import { testApp } from '../test-support';

describe('GET /installments/<locale>.json', () => {
  it.each(['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ', 'en_GB'])(
    'serves valid content for %s',
    async (locale) => {
      const response = await testApp().request(`/installments/${locale}.json`);
      expect(response.status).toBe(200);
      const info = InstallmentInfoSchema.parse(await response.json());
      expect(info.locale).toBe(locale);
    },
  );

  it('names the brand of the locale and speaks its language', async () => {
    const app = testApp();
    const gb = InstallmentInfoSchema.parse(
      await (await app.request('/installments/en_GB.json')).json(),
    );
    expect(gb.title).toContain('Clearpay');
    const fr = InstallmentInfoSchema.parse(
      await (await app.request('/installments/fr_CA.json')).json(),
    );
    expect(fr.intro).toMatch(/Achetez/);
  });

  it('answers 404 for a locale without a provider, and ignores other paths', async () => {
    const app = testApp();
    expect((await app.request('/installments/de_DE.json')).status).toBe(404);
    expect((await app.request('/installments/../package.json')).status).toBe(404);
  });
});
