/** Browser tests of a form block with a captcha. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import type { Page } from './harness';
import { signInAsOwner } from './owner';
import { useStorefront } from './suite';

/** Writes the demo catalogue with a captcha site key and the newsletter form's captcha on. */
function captchaFixtures(dir: string): string {
  const demo = JSON.parse(readFileSync('mock-server/fixtures/demo.json', 'utf8')) as {
    website: Record<string, unknown>;
    forms: Record<string, unknown>[];
  };
  demo.website.captchaSettings = { siteKey: 'e2e-site-key' };
  demo.forms = demo.forms.map((form) => ({ ...form, captchaEnabled: true }));
  const file = join(dir, 'fixtures.json');
  writeFileSync(file, JSON.stringify(demo));
  return file;
}

const suite = useStorefront({
  name: 'captcha',
  fixtures: captchaFixtures,
  open: { timeout: 5000 },
});

const open = async (): Promise<Page> =>
  (await suite.open('/forms-captcha', { waitFor: 'form.sf-form' })).page;

const first = (page: Page) => page.locator('.sqs-block-newsletter').first();
const badge = (page: Page) => first(page).locator('.sf-form-captcha');
const robot = (page: Page) => first(page).getByRole('checkbox', { name: "I'm not a robot" });
const email = (page: Page) => first(page).getByRole('textbox', { name: 'Email Address' });
const message = (page: Page) => first(page).locator('.sf-form-message');
/** Ticks the captcha as a visitor does; like the real widget it shows the tick once verified. */
const verify = async (page: Page) => {
  await robot(page).click();
  await expect.poll(() => robot(page).isChecked()).toBe(true);
};

describe('a form block with a captcha', () => {
  it('loads the captcha script once, hides the badge until a field has focus, compact when narrow', async () => {
    const page = await open();
    const scripts = await page.locator('script[src*="/api/captcha/enterprise.js"]').count();
    expect(scripts).toBe(1);
    expect(
      await page.locator('script[src*="/api/captcha/enterprise.js"]').getAttribute('src'),
    ).toContain('render=e2e-site-key');
    expect(await badge(page).isHidden()).toBe(true);
    await email(page).focus();
    await expect.poll(() => badge(page).isVisible()).toBe(true);
    await page.locator('h1').click();
    await expect.poll(() => badge(page).isHidden()).toBe(true);
    expect(await page.locator('#narrow .sf-captcha-compact').count()).toBe(1);
    expect(await first(page).locator('.sf-captcha-compact').count()).toBe(0);
    await email(page).focus();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("asks to 'Complete CAPTCHA before submitting.', then submits with the token", async () => {
    const page = await open();
    await email(page).fill('captcha@example.com');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => message(page).textContent())
      .toBe('Complete CAPTCHA before submitting.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => robot(page).isChecked()).toBe(true);
    await email(page).press('Enter');
    await expect
      .poll(() => first(page).locator('.sf-form-success').textContent())
      .toBe('Thank you for subscribing!');
    await page.context().close();
  });

  it('on a refused token: the failure text, the captcha reset and submit disabled until redone', async () => {
    const page = await open();
    await page.route('**/api/form/SaveFormSubmission', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, captchaKey: 'forged' }) });
    });
    await email(page).fill('forger@example.com');
    await verify(page);
    await first(page).locator('.sf-form-submit').click();
    await expect
      .poll(() => message(page).textContent())
      .toBe('reCAPTCHA failed. Refresh this page and try again.');
    expect(await robot(page).isChecked()).toBe(false);
    expect(await first(page).locator('.sf-form-submit').getAttribute('aria-disabled')).toBe('true');
    expect(await email(page).inputValue()).toBe('forger@example.com');
    await page.unroute('**/api/form/SaveFormSubmission');
    await verify(page);
    await expect
      .poll(() => first(page).locator('.sf-form-submit').getAttribute('aria-disabled'))
      .toBe(null);
    await first(page).locator('.sf-form-submit').click();
    await expect.poll(() => first(page).locator('.sf-form-success').count()).toBe(1);
    await page.context().close();
  });

  it('sends a waitlist token with a restock signup; the server verifies it', async () => {
    const page = await open();
    const restock = page.locator('.product-restock-notification');
    await restock.getByRole('textbox', { name: 'Your Email' }).fill('waitlist@example.com');
    await restock.getByRole('textbox', { name: 'Your Email' }).press('Enter');
    await expect
      .poll(() => restock.locator('.product-restock-success').textContent())
      .toBe('We will email you.');
    // The site has a key, so the server stored it only with a valid waitlist token.
    await signInAsOwner(page, 'viewer');
    const stored = await page.evaluate(async () => {
      const response = await fetch(
        '/api/site-users/account/notifications/restock?productId=prod-enamel-mug&variantId=MUG-ENAMEL',
      );
      return ((await response.json()) as { signUps: { email: string }[] }).signUps;
    });
    expect(stored.map((signUp) => signUp.email)).toEqual(['waitlist@example.com']);
    await page.context().close();
  });

  it('refuses a restock signup whose token was forged', async () => {
    const page = await open();
    const restock = page.locator('.product-restock-notification');
    await page.route('**/notifications/restock', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({
        postData: JSON.stringify({ ...body, recaptchaEnterpriseV3Token: 'forged' }),
      });
    });
    await restock.getByRole('textbox', { name: 'Your Email' }).fill('forger@example.com');
    await restock.getByRole('textbox', { name: 'Your Email' }).press('Enter');
    await expect
      .poll(() => restock.locator('.sf-restock-error').textContent())
      .toBe('reCAPTCHA failed. Refresh this page and try again.');
    await page.context().close();
  });

  it('runs under a strict CSP (no inline script or style, no eval): captcha, form and restock', async () => {
    const { page, problems, context } = await suite.open('/forms-csp');
    await email(page).fill('csp@example.com');
    await verify(page);
    await expect
      .poll(() => first(page).locator('.sf-form-submit').getAttribute('aria-disabled'))
      .toBe(null);
    await first(page).locator('.sf-form-submit').click();
    await expect
      .poll(() => first(page).locator('.sf-form-success').textContent())
      .toBe('Thank you for subscribing!');
    const restock = page.locator('.product-restock-notification');
    await restock.getByRole('textbox', { name: 'Your Email' }).fill('csp@example.com');
    await restock.getByRole('textbox', { name: 'Your Email' }).press('Enter');
    await expect
      .poll(() => restock.locator('.product-restock-success').textContent())
      .toBe('Signed up!');
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
