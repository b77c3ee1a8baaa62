/** Tests of the plain-DOM form block as a visitor meets it: its fields, the client rules, submits and their outcomes. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../api/error-classes';
import { messages } from '../../i18n/messages';
import { mount } from './index';
import { CONTACT, definition, describedTargets, fakeRuntime, httpError, setup } from './test-page';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the form block, built', () => {
  it('keeps the platform markup until the whole form is there, then swaps it once', async () => {
    document.body.innerHTML = `<div class="sqs-block-form" data-form-id="contact"><p>Loading…</p></div>`;
    const host = document.querySelector<HTMLElement>('.sqs-block-form')!;
    host.dataset.formJson = JSON.stringify(CONTACT);
    const { runtime, emit } = fakeRuntime();
    mount(host, runtime);
    expect(host.textContent).toBe('Loading…');
    await vi.waitFor(() => expect(host.querySelector('form.sf-form')).not.toBeNull());
    expect(host.children).toHaveLength(1);
    expect(host.firstElementChild?.className).toBe('sf-form-block');
    expect(emit.mock.calls).toEqual([['form-rendered', { formId: 'contact' }]]);
  });

  it('renders each field type with its label, description, required mark and control', async () => {
    const { host, $, byLabel } = await setup();
    expect(byLabel('First Name').getAttribute('autocomplete')).toBe('given-name');
    expect(byLabel('Last Name').getAttribute('autocomplete')).toBe('family-name');
    const email = byLabel('Email');
    expect([email.type, email.name, email.getAttribute('autocomplete')]).toEqual([
      'email',
      'email',
      'email',
    ]);
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(`${email.id}-description`);
    expect($('.sf-form-description').textContent).toBe('We reply here.');
    // A phone without a country code has three parts.
    expect([...$('.sf-form-phone').querySelectorAll('input')].map((input) => input.type)).toEqual([
      'tel',
      'tel',
      'tel',
    ]);
    const topic = byLabel<HTMLSelectElement>('Topic');
    expect([...topic.options].map((option) => option.value)).toEqual(['', 'Order', 'Other']);
    expect(byLabel('Phone').type).toBe('radio');
    expect(byLabel('Phone').name).toBe(byLabel('Email').id.replace('-email', '-pref'));
    expect(byLabel('Tees').type).toBe('checkbox');
    expect($('h2.sf-form-section-title').textContent).toBe('More about you');
    expect($('.sf-form-section hr')).not.toBeNull();
    expect($('span.sf-form-currency').textContent).toBe('$');
    expect($('span.sf-form-currency').getAttribute('aria-hidden')).toBe('true');
    expect(byLabel('Budget').inputMode).toBe('decimal');
    expect(byLabel('How many?').type).toBe('number');
    expect(byLabel('How many?').placeholder).toBe('1');
    expect(byLabel('Website').type).toBe('url');
    const questions = host.querySelectorAll('.sf-form-likert-question');
    expect([...questions].map((q) => q.querySelector('legend')?.textContent)).toEqual([
      'Easy',
      'Fast',
    ]);
    expect([...questions[0]!.querySelectorAll('label')].map((label) => label.textContent)).toEqual(
      messages.likertAnswers.split('|'),
    );
    expect($('.sf-form-counter').textContent).toBe('0 / 10');
    expect(host.querySelectorAll('.sf-form-required')).toHaveLength(5);
    expect($('.sf-form-required').getAttribute('aria-hidden')).toBe('true');
    expect(host.querySelector('[name="source"], [name="utm_source"]')).toBeNull();
    expect($('.sf-form-disclaimer').textContent).toBe('We only use your details to answer you.');
    expect($('.sf-form-submit').textContent).toBe('Send');
    expect($<HTMLButtonElement>('.sf-form-submit').type).toBe('submit');
    expect($<HTMLFormElement>('form').noValidate).toBe(true);
    expect(host.querySelectorAll('.sf-form-banner')).toHaveLength(0);
    expect(describedTargets(host).every(([, exists]) => exists)).toBe(true);
  });

  it('counts a long text in characters as typed, marked once over the limit', async () => {
    const { $, byLabel, type } = await setup();
    const message = byLabel<HTMLTextAreaElement>('Message');
    type(message, 'a😀'.repeat(5));
    expect($('.sf-form-counter').textContent).toBe('10 / 10');
    expect($('.sf-form-counter').classList.contains('sf-form-counter-over')).toBe(false);
    type(message, 'x'.repeat(11));
    expect($('.sf-form-counter').textContent).toBe('11 / 10');
    expect($('.sf-form-counter').classList.contains('sf-form-counter-over')).toBe(true);
    expect(message.getAttribute('aria-describedby')).toBe($('.sf-form-counter').id);
  });

  it('builds a form of many fields in slices of the main thread', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 7));
    const many = definition({
      fields: Array.from({ length: 40 }, (_, i) => ({ id: `f${i}`, type: 'text', title: `F${i}` })),
    });
    const tasks: number[] = [];
    const timeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      tasks.push(ms ?? 0);
      return timeout(fn, ms);
    }) as typeof setTimeout);
    const { host } = await setup(many);
    expect(host.querySelectorAll('.sf-form-field')).toHaveLength(40);
    // 20 ms slices at 7 ms a field: at most three fields each.
    expect(tasks.filter((ms) => ms === 0).length).toBeGreaterThanOrEqual(40 / 3);
  });
});

describe('client validation', () => {
  it('shows the rule texts above each title with both banners, focuses the first invalid field and sends nothing', async () => {
    const { host, $, byLabel, type, submit, fieldError, sends } = await setup();
    type(byLabel('Email'), 'not an email');
    type(byLabel<HTMLTextAreaElement>('Message'), 'x'.repeat(11));
    await submit();
    expect(fieldError('name')).toBe('Required');
    expect(fieldError('email')).toBe(
      'Email is not valid. Email addresses should follow the format email@example.com.',
    );
    expect(fieldError('topic')).toBe('Required');
    expect(fieldError('likes')).toBe('Required');
    expect(fieldError('message')).toBe('You have exceeded the character limit.');
    expect(fieldError('phone')).toBeUndefined();
    const topic = byLabel<HTMLSelectElement>('Topic').closest('.sf-form-field')!;
    expect([...topic.children].map((child) => child.className).slice(0, 2)).toEqual([
      'sf-form-field-error',
      'sf-form-title',
    ]);
    expect(topic.classList.contains('sf-form-error')).toBe(true);
    expect([...host.querySelectorAll('.sf-form-banner')].map((b) => b.textContent)).toEqual([
      messages.formBannerTop,
      messages.formBannerBottom,
    ]);
    expect($('.sf-form-banner').getAttribute('role')).toBe('alert');
    expect(host.querySelector('.sf-form-block')?.firstElementChild?.className).toBe(
      'sf-form-banner',
    );
    expect(document.activeElement).toBe(byLabel('First Name'));
    expect(sends()).toEqual([]);
    expect(byLabel('Email').value).toBe('not an email');
  });

  it('marks the control, or the group, invalid and described by an error that exists', async () => {
    const { host, byLabel, submit } = await setup();
    await submit();
    const email = byLabel('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(
      `${email.id}-error ${email.id}-description`,
    );
    const group = byLabel('Tees').closest('fieldset')!;
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toMatch(/-likes-error$/);
    const message = byLabel<HTMLTextAreaElement>('Message');
    expect(message.getAttribute('aria-describedby')).toBe(
      `${message.id}-error ${message.id}-counter`,
    );
    const targets = describedTargets(host);
    expect(targets.length).toBeGreaterThan(5);
    expect(targets.filter(([, exists]) => !exists)).toEqual([]);
  });

  it('clears what is fixed at the next submit; the banners go with the last error', async () => {
    const { host, byLabel, type, submit, fieldError, fill } = await setup();
    await submit();
    type(byLabel('First Name'), 'Ada');
    await submit();
    expect(fieldError('name')).toBeUndefined();
    expect(byLabel('First Name').closest('fieldset')?.hasAttribute('aria-invalid')).toBe(false);
    expect(fieldError('email')).toBe('Required');
    expect(document.activeElement).toBe(byLabel('Email'));
    fill();
    type(byLabel('Email'), 'ada@example.com');
    await vi.waitFor(async () => {
      await submit();
      expect(host.querySelector('.sf-form-success')).not.toBeNull();
    });
  });

  it('is skipped with data-client-validation="false": the server answers instead', async () => {
    const { byLabel, type, submit, fieldError, sends, $ } = await setup(CONTACT, {
      attributes: 'data-client-validation="false"',
      answers: {
        'api/rest/forms/validate': async () => {
          throw httpError(400, { message: 'Invalid', errors: { email: 'Server says no' } });
        },
      },
    });
    type(byLabel('Email'), 'nope');
    await submit();
    await vi.waitFor(() => expect(fieldError('email')).toBe('Server says no'));
    expect(sends().map((call) => call.path)).toEqual(['api/rest/forms/validate/contact']);
    expect(byLabel('Email').value).toBe('nope');
    expect($('.sf-form-message').textContent).toBe('');
  });
});

describe('a submit', () => {
  it('sends the section 3 shapes, fires the events, then shows the message and merchant HTML, focused', async () => {
    const { host, byLabel, type, submit, fill, sends, emit } = await setup();
    fill();
    type(byLabel('Area Code'), '555');
    byLabel('Phone').checked = true;
    host
      .querySelectorAll<HTMLInputElement>('.sf-form-likert-question')[1]!
      .querySelector<HTMLInputElement>('input[value="1"]')!.checked = true;
    await submit();
    await vi.waitFor(() => expect(host.querySelector('.sf-form-success')).not.toBeNull());
    const values = {
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      phone: ['', '555', '', ''],
      topic: 'Other',
      pref: 'Phone',
      likes: ['Mugs', 'Tees'],
      budget: '',
      count: '',
      site: '',
      survey: { Fast: '1' },
      message: 'Hello',
      source: 'direct',
    };
    expect(sends().map((call) => call.path)).toEqual([
      'api/rest/forms/validate/contact',
      'api/form/FormSubmissionKey',
      'api/form/SaveFormSubmission',
    ]);
    expect(sends()[0]?.options?.json).toEqual(values);
    const saved = sends()[2]?.options?.json as Record<string, unknown>;
    expect(JSON.parse(saved.form as string)).toEqual(values);
    expect(saved).toMatchObject({ key: 'k1', formId: 'contact', contentSource: 'c' });
    expect(emit.mock.calls.slice(1)).toEqual([
      ['form-success', { formId: 'contact', newsletter: false, values }],
      ['pixel', { event: 'Lead', formId: 'contact' }],
    ]);
    const success = host.querySelector<HTMLElement>('.sf-form-success')!;
    expect(success.getAttribute('role')).toBe('status');
    expect(success.tabIndex).toBe(-1);
    expect(host.querySelector('.sf-form-success-message')?.textContent).toBe('Thanks!');
    expect(host.querySelector('.sf-form-success-html .merchant b')?.textContent).toBe('team');
    expect(host.querySelector('form')).toBeNull();
    expect(document.activeElement).toBe(success);
  });

  it("reads 'Saving…' while an async edit saves, and sends once however often it is pressed", async () => {
    let finish: (value: { ok: true }) => void = () => undefined;
    const { host, $, fill, submit, sends } = await setup(CONTACT, {
      attributes: 'data-async-edit',
      answers: { 'api/form/SaveFormSubmission': () => new Promise((done) => (finish = done)) },
    });
    fill();
    await submit();
    await vi.waitFor(() => expect($('.sf-form-submit').textContent).toBe('Saving…'));
    expect($('.sf-form-submit').getAttribute('aria-disabled')).toBe('true');
    expect($('.sf-form-submit').getAttribute('aria-busy')).toBe('true');
    await submit();
    finish({ ok: true });
    await vi.waitFor(() => expect(host.querySelector('.sf-form-success')).not.toBeNull());
    expect(sends().filter((call) => call.path === 'api/form/SaveFormSubmission')).toHaveLength(1);
  });

  it("reads 'Submitting…' otherwise", async () => {
    const { $, fill, submit } = await setup(CONTACT, {
      answers: { 'api/form/SaveFormSubmission': () => new Promise(() => undefined) },
    });
    fill();
    await submit();
    await vi.waitFor(() => expect($('.sf-form-submit').textContent).toBe('Submitting…'));
  });

  it.each([
    [500, 'Unable to send form. Please try again later.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [400, 'Something the server said'],
  ])('says a save failing with %i as its text and keeps every value', async (status, text) => {
    const { host, $, byLabel, fill, submit, emit } = await setup(CONTACT, {
      answers: {
        'api/form/SaveFormSubmission': async () => {
          throw httpError(status, { message: 'Something the server said' });
        },
      },
    });
    fill();
    await submit();
    await vi.waitFor(() => expect($('.sf-form-message').textContent).toBe(text));
    expect($('.sf-form-message').getAttribute('role')).toBe('alert');
    expect($('.sf-form-submit').textContent).toBe('Send');
    expect($('.sf-form-submit').hasAttribute('aria-disabled')).toBe(false);
    expect($('.sf-form-submit').hasAttribute('aria-busy')).toBe(false);
    expect(byLabel('First Name').value).toBe('Ada');
    expect(byLabel('Tees').checked).toBe(true);
    expect(byLabel<HTMLSelectElement>('Topic').value).toBe('Other');
    expect(byLabel<HTMLTextAreaElement>('Message').value).toBe('Hello');
    expect(host.querySelectorAll('.sf-form-banner')).toHaveLength(0);
    expect(host.querySelector('.sf-form-success')).toBeNull();
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it("shows 'Could not get a form submission key' when the key call fails", async () => {
    const { $, fill, submit } = await setup(CONTACT, {
      answers: {
        'api/form/FormSubmissionKey': async () => {
          throw new NetworkError('POST', '/api/form/FormSubmissionKey', 'down');
        },
      },
    });
    fill();
    await submit();
    await vi.waitFor(() => expect($('.sf-form-message').textContent).toBe(messages.formNoKey));
  });

  it("marks a likert field the server refuses with an error that exists, and focuses its group's first answer", async () => {
    const { host, byLabel, fill, submit, fieldError } = await setup(CONTACT, {
      answers: {
        'api/form/SaveFormSubmission': async () => {
          throw httpError(400, { message: 'm', data: { errors: { survey: 'Unknown answer' } } });
        },
      },
    });
    fill();
    await submit();
    await vi.waitFor(() => expect(fieldError('survey')).toBe('Unknown answer'));
    const survey = host.querySelector('.sf-form-likert')!;
    const group = survey.querySelector('fieldset')!;
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Unknown answer',
    );
    expect(survey.classList.contains('sf-form-error')).toBe(true);
    expect(document.activeElement).toBe(group.querySelector('input'));
    expect(describedTargets(host).filter(([, exists]) => !exists)).toEqual([]);
    expect(byLabel('First Name').value).toBe('Ada');
  });

  it('goes to a same-origin successRedirect after the events, never to a javascript: one', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    const form = definition({
      successRedirect: '/thanks?welcome=1',
      fields: [{ id: 'e', type: 'email', title: 'Email Address' }],
    });
    const first = await setup(form);
    await first.submit();
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`${location.origin}/thanks?welcome=1`),
    );
    expect(first.host.querySelector('.sf-form-success')).toBeNull();
    expect(first.emit).toHaveBeenCalledWith('pixel', { event: 'Lead', formId: 'f1' });
    first.unmount();

    const second = await setup({ ...form, successRedirect: 'javascript:alert(1)' });
    await second.submit();
    await vi.waitFor(() => expect(second.host.querySelector('.sf-form-success')).not.toBeNull());
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
