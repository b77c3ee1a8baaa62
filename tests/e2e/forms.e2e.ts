/** Browser tests of the contact and newsletter form blocks, server validation, hostile input. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { DEFAULT_FORM_RATE_LIMIT } from '../../mock-server/repositories/forms';
import {
  REACT_CHUNK,
  loadedReact,
  pasteLongText,
  recordProblems,
  startTestServer,
  storefrontReady,
  type Page,
} from './harness';
import { signInAsOwner } from './owner';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'forms', open: { timeout: 5000 } });

/** Opens `path`; waits for its form too unless `waitForForm` is false. */
const open = async (path: string, waitForForm = true): Promise<Page> =>
  (await suite.open(path, waitForForm ? { waitFor: 'form.sf-form' } : {})).page;

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const submit = (page: Page) => page.locator('.sf-form-submit');
/** The error shown for a field, by field id. */
const fieldError = (page: Page, fieldId: string) => page.locator(`[id$="-${fieldId}-error"]`);

async function fillContact(page: Page, message = 'Hello there') {
  await textbox(page, 'First Name').fill('Ada');
  await textbox(page, 'Last Name').fill('Lovelace');
  await textbox(page, 'Email').fill('ada@example.com');
  await page.getByRole('combobox', { name: 'Topic' }).selectOption('Returns');
  await page.getByRole('checkbox', { name: 'Totes' }).check();
  await page.getByRole('checkbox', { name: 'Mugs' }).check();
  await textbox(page, 'Message').fill(message);
}

/** What the server stored, read as the console's viewer (the page's context signs in as one). */
async function submissions(page: Page, formId = 'form-contact') {
  await signInAsOwner(page, 'viewer');
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/mock/forms/${id}/submissions`);
    return ((await response.json()) as { submissions: { values: Record<string, unknown> }[] })
      .submissions;
  }, formId);
}

describe('the contact form block', () => {
  it('renders every field type with labels, descriptions and required marks; axe-clean', async () => {
    const page = await open('/forms');
    for (const name of ['First Name', 'Email', 'Website', 'Twitter', 'Budget', 'Subject']) {
      await expect.poll(() => textbox(page, name).count()).toBe(1);
    }
    expect(await page.getByRole('textbox', { name: 'Message' }).count()).toBe(1);
    expect(await page.getByRole('spinbutton', { name: 'How many?' }).count()).toBe(1);
    expect(await page.locator('input[type=password]').count()).toBe(1);
    for (const part of ['Month', 'Day', 'Year', 'Hour', 'Address 1', 'Zip Code', 'Area Code']) {
      expect(await textbox(page, part).count()).toBeGreaterThan(0);
    }
    expect(await page.getByRole('group', { name: 'Phone' }).getByRole('textbox').count()).toBe(4);
    expect(await page.getByRole('radio', { name: 'Phone' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'More about you' }).count()).toBe(1);
    expect(
      await page
        .getByRole('group', { name: 'The shop was easy to use' })
        .getByRole('radio', { name: 'Strongly Agree' })
        .count(),
    ).toBe(1);
    expect(await page.getByText('We reply to this address.').count()).toBe(1);
    expect(await page.locator('.sf-form-required').count()).toBe(5);
    expect(await page.locator('input[name="source-1"], [name="utm_source"]').count()).toBe(0);
    expect(await page.getByText('0 / 200').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the client rules verbatim above each title with both banners, and keeps what was typed', async () => {
    const page = await open('/forms');
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/form') || request.url().includes('/api/rest')) calls += 1;
    });
    await textbox(page, 'Email').fill('not an email');
    await textbox(page, 'Message').fill('x'.repeat(205));
    await submit(page).click();
    await expect.poll(() => fieldError(page, 'name-1').textContent()).toBe('Required');
    expect(await fieldError(page, 'email-1').textContent()).toBe(
      'Email is not valid. Email addresses should follow the format email@example.com.',
    );
    expect(await fieldError(page, 'topic-1').textContent()).toBe('Required');
    expect(await fieldError(page, 'interests-1').textContent()).toBe('Required');
    expect(await fieldError(page, 'message-1').textContent()).toBe(
      'You have exceeded the character limit.',
    );
    expect(await page.locator('.sf-form-counter-over').textContent()).toBe('205 / 200');
    // The error sits above the field's title.
    const order = await page
      .locator('.sf-form-field', { has: fieldError(page, 'topic-1') })
      .evaluate((field) => [...field.children].map((child) => child.className));
    expect(order.slice(0, 2)).toEqual(['sf-form-field-error', 'sf-form-title']);
    const banners = await page.locator('.sf-form-banner').allTextContents();
    expect(banners).toEqual([
      'Your form has encountered a problem. Please scroll down to review.',
      'Your form has encountered a problem. Please scroll up to review.',
    ]);
    // Focus goes to the first invalid field; nothing was sent; values stay.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe(
      'given-name',
    );
    expect(calls).toBe(0);
    expect(await textbox(page, 'Email').inputValue()).toBe('not an email');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('submits with the section 3 value shapes, shows the success text and merchant HTML, stores HTML as text', async () => {
    const page = await open('/forms?utm_source=spring-mail');
    const problems = recordProblems(page);
    const successes: unknown[] = [];
    await page.exposeFunction('onFormSuccess', (detail: unknown) => successes.push(detail));
    await page.evaluate(() =>
      document.addEventListener('storefront:form-success', (event) =>
        (window as unknown as { onFormSuccess: (d: unknown) => void }).onFormSuccess(
          (event as CustomEvent).detail,
        ),
      ),
    );
    const hostile = '<img src=x onerror="document.body.dataset.pwned=1">';
    await fillContact(page, hostile);
    await textbox(page, 'Area Code').fill('555');
    await textbox(page, 'Prefix').fill('123');
    await textbox(page, 'Line').fill('4567');
    await textbox(page, 'Subject').fill('<script>document.body.dataset.pwned=2</script>');
    await page
      .getByRole('group', { name: 'Delivery was fast' })
      .getByRole('radio', { name: 'Agree', exact: true })
      .check();
    await page.getByRole('radio', { name: 'Email', exact: true }).check();
    await submit(page).click();
    const success = page.locator('.sf-form-success');
    await expect.poll(() => success.count(), { timeout: 5000 }).toBe(1);
    expect(await success.locator('.sf-form-success-message').textContent()).toBe(
      'Thank you! We will be in touch soon.',
    );
    expect(await page.locator('.demo-thanks strong').textContent()).toBe('two working days');
    expect(await page.locator('form.sf-form').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('sf-form-success');
    expect(successes).toHaveLength(1);

    const stored = (await submissions(page)).at(-1);
    expect(stored?.values).toMatchObject({
      'name-1': ['Ada', 'Lovelace'],
      'email-1': 'ada@example.com',
      'phone-1': ['', '555', '123', '4567'],
      'topic-1': 'Returns',
      'contact-pref-1': 'Email',
      'interests-1': ['Mugs', 'Totes'],
      'likert-1': { 'Delivery was fast': '1' },
      'message-1': hostile,
      'subject-1': '<script>document.body.dataset.pwned=2</script>',
      'source-1': 'spring-mail',
      'date-1': ['', '', ''],
    });
    expect(stored?.values).not.toHaveProperty('section-1');
    expect(await page.evaluate(() => document.body.dataset.pwned)).toBeUndefined();
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it("locks while submitting ('Submitting…'): a second click sends nothing", async () => {
    const page = await open('/forms');
    let saves = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/form/SaveFormSubmission', async (route) => {
      saves += 1;
      await held;
      await route.continue();
    });
    await fillContact(page);
    await submit(page).click();
    await expect.poll(() => submit(page).textContent()).toBe('Submitting…');
    expect(await submit(page).getAttribute('aria-disabled')).toBe('true');
    await submit(page).click({ force: true });
    await page.keyboard.press('Enter');
    release();
    await expect.poll(() => page.locator('.sf-form-success').count(), { timeout: 5000 }).toBe(1);
    expect(saves).toBe(1);
    await page.context().close();
  });

  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
    [400, 'Something the server said'],
  ])(
    'maps a save failure with status %i to its text, keeping every value',
    async (status, text) => {
      const page = await open('/forms');
      await page.route('**/api/form/SaveFormSubmission', (route) =>
        route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Something the server said' }),
        }),
      );
      await fillContact(page);
      await submit(page).click();
      await expect.poll(() => page.locator('.sf-form-message').textContent()).toBe(text);
      expect(await submit(page).textContent()).toBe('Send');
      expect(await textbox(page, 'First Name').inputValue()).toBe('Ada');
      expect(await page.getByRole('checkbox', { name: 'Totes' }).isChecked()).toBe(true);
      expect(await page.locator('.sf-form-success').count()).toBe(0);
      await page.context().close();
    },
  );

  it("shows 'Could not get a form submission key' when the key call fails", async () => {
    const page = await open('/forms');
    await page.route('**/api/form/FormSubmissionKey', (route) => route.abort());
    await fillContact(page);
    await submit(page).click();
    await expect
      .poll(() => page.locator('.sf-form-message').textContent())
      .toBe('Could not get a form submission key, please try again later.');
    await page.context().close();
  });

  it('answers the real per-form rate limit with the 429 text', async () => {
    // The default limit (5 a minute per address) on a server of its own: the suite's server
    // lifts it, since all its pages come from 127.0.0.1.
    const limited = await startTestServer({ formRateLimit: DEFAULT_FORM_RATE_LIMIT.max });
    const context = await suite.browser.newContext();
    context.setDefaultTimeout(5000);
    const page = await context.newPage();
    await page.goto(new URL('/forms', limited.url).href);
    await storefrontReady(page);
    await page.locator('form.sf-form').waitFor();
    // Five saves of this form by this visitor in the minute, made behind the widget's back.
    await page.evaluate(async () => {
      const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const post = (path: string, body: unknown) =>
        fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb },
          body: JSON.stringify(body),
        }).then((r) => r.json() as Promise<{ data?: { key: string } }>);
      for (let i = 0; i < 5; i += 1) {
        const { data } = await post('/api/form/FormSubmissionKey', {});
        await post('/api/form/SaveFormSubmission', {
          key: data?.key,
          formId: 'form-contact',
          form: JSON.stringify({
            'name-1': ['A', 'B'],
            'email-1': 'a@b.co',
            'topic-1': 'Order',
            'interests-1': ['Mugs'],
            'message-1': 'x',
          }),
          pageTitle: 't',
          pageId: 'p',
          contentSource: 'c',
          pagePath: '/forms',
          pagePermissionTypeValue: 1,
        });
      }
    });
    await fillContact(page);
    await submit(page).click();
    await expect
      .poll(() => page.locator('.sf-form-message').textContent())
      .toBe('Unable to submit form. Submission rate limit exceeded. Please try again later.');
    await context.close();
    await limited.cleanup();
  });

  it('a form page loads no React, before or after a submit', async () => {
    // The pattern loadedReact looks for names the build's React file, so this test can fail.
    const dist = join(process.env.STOREFRONT_DIST ?? 'dist', 'chunks');
    expect(readdirSync(dist).some((file) => REACT_CHUNK.test(`/${file}`))).toBe(true);

    const page = await open('/forms');
    await page.locator('form.sf-form').waitFor();
    expect(await loadedReact(page)).toBe(false);
    // A submit the rules refuse, then one that succeeds.
    await submit(page).click();
    await expect.poll(() => fieldError(page, 'name-1').textContent()).toBe('Required');
    await fillContact(page);
    await submit(page).click();
    await expect.poll(() => page.locator('.sf-form-success').count(), { timeout: 5000 }).toBe(1);
    // Whatever a submit loads, it has loaded before its success view shows.
    expect(await loadedReact(page)).toBe(false);
  });

  it('is fully keyboard operable: Tab, type, Space and Enter submit it', async () => {
    const page = await open('/forms');
    await page.locator('.demo-main h1').click();
    const typeInto = async (label: string, text: string) => {
      for (let i = 0; i < 80; i += 1) {
        await page.keyboard.press('Tab');
        const name = await page.evaluate(() => {
          const active = document.activeElement as HTMLInputElement | null;
          return active?.labels?.[0]?.textContent?.replace(' *', '') ?? '';
        });
        if (name === label) break;
      }
      if (text) await page.keyboard.type(text);
    };
    await typeInto('First Name', 'Grace');
    await typeInto('Last Name', 'Hopper');
    await typeInto('Email', 'grace@example.com');
    await typeInto('Topic', '');
    await page.keyboard.press('ArrowDown');
    await typeInto('Mugs', '');
    await page.keyboard.press('Space');
    await typeInto('Message', 'Typed with the keyboard');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // Focus is on the submit button (after the message's counter, disclaimer and live region).
    expect(await page.evaluate(() => document.activeElement?.className)).toContain(
      'sf-form-submit',
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.sf-form-success').count(), { timeout: 5000 }).toBe(1);
    const stored = (await submissions(page)).at(-1);
    expect(stored?.values).toMatchObject({
      'name-1': ['Grace', 'Hopper'],
      'interests-1': ['Mugs'],
      'message-1': 'Typed with the keyboard',
    });
    await page.context().close();
  });
});

describe('server validation and merchant content', () => {
  it('marks fields from a 400 with errors when client validation is off', async () => {
    const page = await open('/forms-inline');
    await textbox(page, 'Email Address').fill('nope');
    await submit(page).click();
    await expect
      .poll(() => fieldError(page, 'newsletter-email').textContent())
      .toBe('Email is not valid. Email addresses should follow the format email@example.com.');
    expect(await page.locator('.sf-form-banner').count()).toBe(2);
    expect(await textbox(page, 'Email Address').inputValue()).toBe('nope');
    await page.context().close();
  });

  it("runs the merchant's post-submit HTML and its scripts", async () => {
    const page = await open('/forms-inline');
    await textbox(page, 'Email Address').fill('merchant-fan@example.com');
    await submit(page).click();
    await expect.poll(() => page.locator('#merchant-html b').textContent()).toBe('code');
    expect(await page.locator('.sf-form-success-message').textContent()).toBe(
      'Merchant says thanks',
    );
    await expect.poll(() => page.evaluate(() => document.body.dataset.merchantScript)).toBe('ran');
    await page.context().close();
  });

  it('redirects to successRedirect after a success', async () => {
    const page = await open('/forms-redirect');
    await textbox(page, 'Email Address').fill('redirect@example.com');
    await submit(page).click();
    await page.waitForURL(/\/newsletter\?welcome=1$/);
    await page.context().close();
  });
});

describe('the newsletter block', () => {
  it('subscribes without banners, fires the subscription, success and Lead pixel events; axe-clean', async () => {
    const page = await open('/newsletter');
    expect(await axeViolations(page)).toEqual([]);
    const events = await page.evaluate(() => {
      const seen: string[] = [];
      for (const name of ['storefront:newsletter-subscribed', 'storefront:form-success']) {
        document.addEventListener(name, () => seen.push(name));
      }
      window.Storefront?.on('pixel', (detail) => seen.push(`pixel ${detail.event}`));
      (window as unknown as { seen: string[] }).seen = seen;
      return seen;
    });
    expect(events).toEqual([]);
    await submit(page).click();
    await expect.poll(() => fieldError(page, 'newsletter-email').textContent()).toBe('Required');
    expect(await page.locator('.sf-form-banner').count()).toBe(0);
    await textbox(page, 'Email Address').fill('reader@example.com');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('.sf-form-success').textContent(), { timeout: 5000 })
      .toBe('Thank you for subscribing!');
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
      'storefront:newsletter-subscribed',
      'storefront:form-success',
      'pixel Lead',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    expect((await submissions(page, 'form-newsletter')).at(-1)?.values).toEqual({
      'newsletter-email': 'reader@example.com',
    });
    await page.context().close();
  });
});

const MB = 1024 * 1024;
/**
 * Chromium takes seconds to lay out megabytes in a field (more on a busy machine): these tests
 * paste by script (`pasteLongText`), wait for the result the shopper reads, and get the time.
 */
const HOSTILE_TEST_MS = 90_000;
const HOSTILE_WAIT_MS = 45_000;

describe('hostile input', () => {
  // 2 MB here (a browser input holding 10 MB stalls Chromium for many seconds); the mock
  // server's own tests send 10 MB bodies.
  it(
    'refuses a 2 MB field with a clear message, stores nothing and keeps the text',
    async () => {
      const page = await open('/forms');
      const before = (await submissions(page)).length;
      await fillContact(page);
      const length = await pasteLongText(textbox(page, 'Subject'), 'x', 2 * MB);
      expect(length).toBe(2 * MB);
      await submit(page).click({ timeout: HOSTILE_WAIT_MS });
      await expect
        .poll(() => page.locator('.sf-form-message').textContent(), { timeout: HOSTILE_WAIT_MS })
        .toBe('Could not parse the form fields, please check your entries.');
      expect(
        await textbox(page, 'Subject').evaluate(
          (input) => (input as HTMLInputElement).value.length,
        ),
      ).toBe(2 * MB);
      expect((await submissions(page)).length).toBe(before);
      await page.context().close();
    },
    HOSTILE_TEST_MS,
  );

  it("refuses a visitor's HTML as an address, and shows stored HTML as text to the merchant", async () => {
    const page = await open('/products/enamel-mug', false);
    const hostile = '<svg/onload=document.body.dataset.pwned=1>@x.co';
    const restock = page.locator('.product-restock-notification');
    await restock.getByRole('textbox', { name: 'Your Email' }).fill(hostile);
    await restock.getByRole('textbox', { name: 'Your Email' }).press('Enter');
    await expect
      .poll(() => restock.locator('.sf-restock-error').textContent())
      .toBe('Email is invalid');
    // The email rule keeps HTML out of new signups; one stored otherwise must still read as text.
    const db = new Database(suite.dbFile);
    try {
      db.prepare(
        `INSERT INTO restock_signups (id, product_id, variant_id, email, is_join_mailing_list,
           created, seq) VALUES ('hostile', 'prod-enamel-mug', 'MUG-ENAMEL', ?, 0, 0,
           (SELECT COALESCE(MAX(seq), 0) + 1 FROM restock_signups))`,
      ).run(hostile);
    } finally {
      db.close();
    }
    await signInAsOwner(page, 'viewer');
    await page.goto(suite.url('/config/restock'));
    await storefrontReady(page);
    await page.getByRole('button', { name: 'Signups for Enamel Mug' }).click();
    await expect.poll(() => page.locator('.sf-restock-signups').textContent()).toContain(hostile);
    expect(await page.locator('.sf-restock-manager svg').count()).toBe(0);
    expect(await page.evaluate(() => document.body.dataset.pwned)).toBeUndefined();
    await page.context().close();
  });

  it(
    'does not send a 2 MB restock email: the client says it is invalid',
    async () => {
      const page = await open('/products/enamel-mug', false);
      let sent = 0;
      page.on('request', (request) => {
        if (request.url().includes('/notifications/restock')) sent += 1;
      });
      const restock = page.locator('.product-restock-notification');
      const email = restock.getByRole('textbox', { name: 'Your Email' });
      expect(await pasteLongText(email, 'a', 2 * MB, '@x.co')).toBe(2 * MB + 5);
      await restock.getByRole('button', { name: 'Sign Up' }).click({ timeout: HOSTILE_WAIT_MS });
      await expect
        .poll(() => restock.locator('.sf-restock-error').textContent(), {
          timeout: HOSTILE_WAIT_MS,
        })
        .toBe('Email is invalid');
      expect(sent).toBe(0);
      await page.context().close();
    },
    HOSTILE_TEST_MS,
  );
});
