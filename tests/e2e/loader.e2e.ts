/** Browser tests of the loader. */
import { CHUNK_ENTRIES } from '../../src/chunk-entries';
import { describe, expect, it } from 'vitest';
import { recordProblems, storefrontReady } from './harness';
import { useStorefront } from './suite';

const TOTE = '.sqs-add-to-cart-button[data-item-id="prod-canvas-tote"]';

const suite = useStorefront({ name: 'loader' });

async function newPage() {
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  return { context, page };
}

describe('the loader', () => {
  it('loads no widget chunk and no React on a page without hooks and without a cart (only the analytics collector)', async () => {
    const { context, page } = await newPage();
    const scripts: string[] = [];
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/storefront/')) scripts.push(path);
      if (path.startsWith('/api/')) calls.push(path);
    });
    await page.goto(suite.url('no-hooks.html'));
    await storefrontReady(page);
    expect(await page.evaluate(() => window.Storefront?.version)).toMatch(/^\d+\.\d+\.\d+/);
    expect(scripts[0]).toBe('/storefront/latest/storefront.js');
    // Page views are tracked on every page: the collector's chunk follows after idle, with the
    // core layers' shared code, but no widget chunk, not the runtime and not React.
    // The collector has run once its page view is on its way.
    await expect.poll(() => calls.some((path) => path === '/api/census/RecordHit')).toBe(true);
    expect(scripts.some((path) => path.includes('/chunks/analytics-'))).toBe(true);
    const chunks = scripts.slice(1).map((path) => path.split('/').pop() ?? '');
    const widgets = Object.keys(CHUNK_ENTRIES).filter((name) => name !== 'analytics');
    expect(chunks.filter((file) => widgets.some((name) => file.startsWith(`${name}-`)))).toEqual(
      [],
    );
    expect(chunks.filter((file) => /^(react|common)-/.test(file))).toEqual([]);
    await context.close();
  });

  it('mounts hooks added after load, unmounts removed ones, and never mounts one twice', async () => {
    const { context, page } = await newPage();
    const problems = recordProblems(page);
    await page.goto(suite.url('spa.html'));
    await storefrontReady(page);

    await page.evaluate(() => {
      const template = document.querySelector<HTMLTemplateElement>('#product-view');
      document.querySelector('#view')?.append(template!.content.cloneNode(true));
    });
    const button = page.locator(TOTE);
    await expect.poll(() => button.getAttribute('aria-disabled'), { timeout: 5000 }).toBe('false');

    // Scanning again (as a site owner might) must not mount a second widget on the same hook.
    await page.evaluate(() => window.Storefront?.scan());
    await page.evaluate(() => window.Storefront?.scan());
    await button.click();
    await expect.poll(() => button.textContent(), { timeout: 5000 }).toContain('Added!');
    const cart = await page.evaluate(() => window.Storefront?.cart.get());
    expect(cart?.totalQuantity).toBe(1);

    // The single-page site swaps its view out: the widget lets go of the element.
    const unmounted = await page.evaluate(async () => {
      const host = document.querySelector<HTMLElement>('.sqs-add-to-cart-button')!;
      host.closest('.sqs-add-to-cart-button-wrapper')!.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return !host.classList.contains('sf-add-to-cart') && !host.hasAttribute('aria-disabled');
    });
    expect(unmounted).toBe(true);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('mounts once and warns once when the script is included twice, even in two versions', async () => {
    const { context, page } = await newPage();
    const problems = recordProblems(page);
    await page.goto(suite.url('twice.html'));
    await storefrontReady(page);
    const duplicateWarnings = problems.warnings.filter((text) => text.includes('more than once'));
    expect(duplicateWarnings).toHaveLength(1);

    const button = page.locator(TOTE);
    await button.click();
    await expect.poll(() => button.textContent(), { timeout: 5000 }).toContain('Added!');
    // One click, one widget, one entry: two mounted widgets would have added two.
    const cart = await page.evaluate(() => window.Storefront?.cart.get());
    expect(cart?.totalQuantity).toBe(1);
    await context.close();
  });

  it('runs under a strict Content-Security-Policy (no eval, no inline styles or scripts)', async () => {
    const { context, page } = await newPage();
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(suite.url('csp.html'));
    await storefrontReady(page);
    const button = page.locator(TOTE);
    await button.click();
    await expect.poll(() => button.textContent(), { timeout: 5000 }).toContain('Added!');
    await expect.poll(() => page.locator('.sf-cart-pill').textContent()).toBe('1');
    // The pill's styles applied although inline <style> is forbidden: it is fixed in a corner.
    const position = await page
      .locator('.sf-cart-pill')
      .evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe('fixed');
    expect(
      await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
    ).toEqual([]);
    await context.close();
  });
});
