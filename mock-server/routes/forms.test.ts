/** Tests of the mock server's form calls: submissions, captchas, forms in the fixture file. */
import { demoOwner } from '../catalogue/owners';
import { describe, expect, it } from 'vitest';
import type { Submission } from '../../src/api/forms';
import { parseFixtures } from '../catalogue/fixtures';
import { SUBMISSION_KEY_TTL_MS } from '../repositories/forms';
import { demoCatalogue, testApp, Visitor } from '../test-support';

const KEY = '/api/form/FormSubmissionKey';
const SAVE = '/api/form/SaveFormSubmission';
const VALIDATE = '/api/rest/forms/validate/';

const goodValues = {
  'name-1': ['Ada', 'Lovelace'],
  'email-1': 'ada@example.com',
  'topic-1': 'Order',
  'interests-1': ['Mugs'],
  'message-1': 'Hello',
  'likert-1': { 'Delivery was fast': '2' },
};

async function key(visitor: Visitor): Promise<string> {
  const response = await visitor.post(KEY, undefined);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { key: string } }).data.key;
}

function submission(k: string, values: unknown, formId = 'form-contact'): Submission {
  return {
    key: k,
    formId,
    form: JSON.stringify(values),
    pageTitle: 'Contact',
    pageId: 'page-contact',
    contentSource: 'c',
    pagePath: '/forms',
    pagePermissionTypeValue: 1,
  };
}

/** What was stored, read as the console's viewer would (the visitor signs in as one). */
async function stored(visitor: Visitor, formId = 'form-contact') {
  await visitor.post('/api/owner/session', demoOwner('viewer'));
  const response = await visitor.get(`/api/mock/forms/${formId}/submissions`);
  return ((await response.json()) as { submissions: { values: unknown }[] }).submissions;
}

describe('form calls on the mock server', () => {
  it('serves a form definition by id, and 404 with the not-configured text for others', async () => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.get(
      '/api/template/GetTemplateSchema?type=form-block&formId=form-contact',
    );
    const body = (await response.json()) as { form: { name: string; fields: unknown[] } };
    expect(body.form.name).toBe('Contact us');
    expect(body.form.fields.length).toBeGreaterThan(10);
    const missing = await visitor.get('/api/template/GetTemplateSchema?type=form-block&formId=x');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'This form has not been configured yet.' });
  });

  it('validates values: an errors map of field id to the section 5 texts', async () => {
    const visitor = await Visitor.arrive(testApp());
    const ok = await visitor.post(`${VALIDATE}form-contact`, goodValues);
    expect(ok.status).toBe(200);
    const bad = await visitor.post(`${VALIDATE}form-contact`, {
      'email-1': 'not-an-email',
      'message-1': 'x'.repeat(201),
      'topic-1': 'Something else',
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toBe('One or more fields is invalid, please check your entries.');
    expect(body).not.toHaveProperty('data');
    expect(body.errors).toEqual({
      'name-1': 'Required',
      'email-1': 'Email is not valid. Email addresses should follow the format email@example.com.',
      'message-1': 'You have exceeded the character limit.',
      'topic-1': '"Something else" is not one of the expected options',
      'interests-1': 'Required',
    });
  });

  it('stores a submission with a fresh key, and refuses the same key again', async () => {
    const visitor = await Visitor.arrive(testApp());
    const k = await key(visitor);
    const first = await visitor.post(SAVE, submission(k, goodValues));
    expect(first.status).toBe(200);
    const again = await visitor.post(SAVE, submission(k, goodValues));
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      message: 'Error processing form submission. Please reload and try again.',
    });
    const rows = await stored(visitor);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ values: goodValues, pagePath: '/forms', contentSource: 'c' });
  });

  it('refuses an expired key', async () => {
    let time = 1_000_000;
    const visitor = await Visitor.arrive(testApp({ now: () => time }));
    const k = await key(visitor);
    time += SUBMISSION_KEY_TTL_MS + 1;
    const response = await visitor.post(SAVE, submission(k, goodValues));
    expect(response.status).toBe(400);
    expect(await stored(visitor)).toEqual([]);
  });

  it("refuses a save's fields in data.errors only (the documents' shape), storing nothing", async () => {
    const visitor = await Visitor.arrive(testApp());
    const values = { ...goodValues, 'email-1': 'a<b@x.io' };
    const response = await visitor.post(SAVE, submission(await key(visitor), values));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'One or more fields is invalid, please check your entries.',
      data: {
        errors: {
          'email-1':
            'Email is not valid. Email addresses should follow the format email@example.com.',
        },
      },
    });
    expect(await stored(visitor)).toEqual([]);
  });

  it.each([
    ['unknown field ids', { ...goodValues, 'no-such-field': 'x' }],
    ['wrong types', { ...goodValues, 'email-1': ['a@b.co'] }],
    ['a section value', { ...goodValues, 'section-1': 'x' }],
    ['an array as the form', [goodValues]],
  ])('refuses %s as unparsable', async (_, values) => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.post(SAVE, submission(await key(visitor), values));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Could not parse the form fields, please check your entries.',
    });
    expect(await stored(visitor)).toEqual([]);
  });

  it('refuses a form text that is not JSON, and bodies of the wrong shape', async () => {
    const visitor = await Visitor.arrive(testApp());
    const notJson = await visitor.post(SAVE, { ...submission(await key(visitor), {}), form: '{' });
    expect(notJson.status).toBe(400);
    const wrong = await visitor.post(SAVE, { key: 5, form: {} });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { errors: object }).errors).toHaveProperty('key');
  });

  it('refuses a 10 MB body with 413 without parsing it', async () => {
    const visitor = await Visitor.arrive(testApp());
    const huge = { ...goodValues, 'message-1': 'x'.repeat(10 * 1024 * 1024) };
    const response = await visitor.post(SAVE, submission(await key(visitor), huge));
    expect(response.status).toBe(413);
    expect(await stored(visitor)).toEqual([]);
  });

  it('stores submitted HTML as the text it was', async () => {
    const visitor = await Visitor.arrive(testApp());
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const values = { ...goodValues, 'message-1': html.slice(0, 60), 'subject-1': html };
    expect((await visitor.post(SAVE, submission(await key(visitor), values))).status).toBe(200);
    expect((await stored(visitor))[0]?.values).toEqual(values);
  });

  it('answers 429 with the rate-limit text past five saves of one form per minute', async () => {
    let time = 5_000_000;
    const visitor = await Visitor.arrive(testApp({ now: () => time }));
    for (let i = 0; i < 5; i += 1) {
      expect((await visitor.post(SAVE, submission(await key(visitor), goodValues))).status).toBe(
        200,
      );
    }
    const limited = await visitor.post(SAVE, submission(await key(visitor), goodValues));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      message: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    });
    // Another form is not limited, and a minute later this one is open again.
    const other = await visitor.post(
      SAVE,
      submission(await key(visitor), { 'newsletter-email': 'a@b.co' }, 'form-newsletter'),
    );
    expect(other.status).toBe(200);
    time += 60_000;
    expect((await visitor.post(SAVE, submission(await key(visitor), goodValues))).status).toBe(200);
  });

  it('needs the crumb header on every POST', async () => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.request('POST', KEY, { crumb: false });
    expect(response.status).toBe(403);
  });
});

describe('forms with a captcha', () => {
  const catalogue = parseFixtures(
    {
      ...demoCatalogue,
      website: { ...demoCatalogue.website, captchaSettings: { siteKey: 'site-key-1' } },
      forms: demoCatalogue.forms.map((form) => ({ ...form, captchaEnabled: true })),
    },
    'test',
  );
  const newsletterToken = async (visitor: Visitor, action = 'NEWSLETTER_BLOCK_SUBMISSION') => {
    const response = await visitor.get(`/api/captcha/token?siteKey=site-key-1&action=${action}`);
    return ((await response.json()) as { token: string }).token;
  };
  const save = async (visitor: Visitor, captchaKey?: string) =>
    visitor.post(SAVE, {
      ...submission(await key(visitor), { 'newsletter-email': 'a@b.co' }, 'form-newsletter'),
      ...(captchaKey === undefined ? {} : { captchaKey }),
    });

  it('accepts a token of the stand-in once, and refuses a missing, reused or wrong-action one', async () => {
    const visitor = await Visitor.arrive(testApp({ catalogue }));
    const failed = { message: 'reCAPTCHA failed. Refresh this page and try again.' };
    const missing = await save(visitor);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual(failed);
    const token = await newsletterToken(visitor);
    expect((await save(visitor, token)).status).toBe(200);
    expect(await (await save(visitor, token)).json()).toEqual(failed);
    const wrongAction = await newsletterToken(visitor, 'FORM_BLOCK_SUBMISSION');
    expect((await save(visitor, wrongAction)).status).toBe(400);
    expect(await stored(visitor, 'form-newsletter')).toHaveLength(1);
  });

  it('serves the stand-in script and issues tokens only for the site key', async () => {
    const visitor = await Visitor.arrive(testApp({ catalogue }));
    const script = await visitor.get('/api/captcha/enterprise.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('grecaptcha');
    const wrong = await visitor.get(
      '/api/captcha/token?siteKey=other&action=FORM_BLOCK_SUBMISSION',
    );
    expect(wrong.status).toBe(400);
  });
});

describe('forms in the fixture file', () => {
  it('are validated at start-up, naming the bad path', () => {
    const bad = {
      ...demoCatalogue,
      forms: [{ id: 'f', name: 'F', fields: [{ id: 'x', type: 'color-picker' }] }],
    };
    expect(() => parseFixtures(bad, 'bad.json')).toThrow(/forms\[0\]\.fields\[0\]\.type/);
  });
});
