/** The form block tests' page: a host holding a form, a runtime whose API answers as told, and a visitor's moves. */
import { expect, vi } from 'vitest';
import type { ApiClient, CallOptions, Method } from '../../api/client';
import { HttpError, type ErrorBody } from '../../api/error-classes';
import { FormDefinitionSchema, type FormDefinition } from '../../api/forms';
import type { StorefrontConfig } from '../../config';
import { messages } from '../../i18n/messages';
import type { Runtime } from '../../runtime/runtime';
import { mount } from './index';

export const definition = (raw: Record<string, unknown>): FormDefinition =>
  FormDefinitionSchema.parse({ id: 'f1', name: 'Form', ...raw });

export const CONTACT = definition({
  id: 'contact',
  submitButtonText: 'Send',
  submissionMessage: 'Thanks!',
  submissionHTML: '<p class="merchant">Our <b>team</b> answers soon.</p>',
  disclaimerMessage: 'We only use your details to answer you.',
  fields: [
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true, description: 'We reply here.' },
    { id: 'phone', type: 'phone', title: 'Phone' },
    { id: 'topic', type: 'select', title: 'Topic', required: true, options: ['Order', 'Other'] },
    { id: 'pref', type: 'radio', title: 'Contact by', options: ['Email', 'Phone'] },
    {
      id: 'likes',
      type: 'checkbox',
      title: 'Interests',
      required: true,
      options: ['Mugs', 'Tees'],
    },
    { id: 'section', type: 'section', title: 'More about you', underline: true },
    { id: 'budget', type: 'currency', title: 'Budget', currencySymbol: '$' },
    { id: 'count', type: 'number', title: 'How many?', placeholder: '1' },
    { id: 'site', type: 'website', title: 'Website' },
    { id: 'survey', type: 'likert', title: 'Your view', questions: ['Easy', 'Fast'] },
    { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 10 },
    { id: 'source', type: 'hidden', key: 'utm_source', value: 'direct' },
  ],
});

export type Call = { method: Method; path: string; options?: CallOptions | undefined };
export type Answer = (call: Call) => Promise<unknown>;

/** A runtime whose API answers each call with `answers[path prefix]`, else ok. */
export function fakeRuntime(answers: Record<string, Answer> = {}, report?: Runtime['report']) {
  const calls: Call[] = [];
  const request = (async (
    method: Method,
    path: string,
    _schema: unknown,
    options?: CallOptions,
  ) => {
    const call = { method, path, options };
    calls.push(call);
    const answer = Object.entries(answers).find(([prefix]) => path.startsWith(prefix))?.[1];
    if (answer) return answer(call);
    if (path.startsWith('api/form/FormSubmissionKey')) return { data: { key: 'k1' } };
    return { ok: true };
  }) as ApiClient['request'];
  const emit = vi.fn();
  const runtime = {
    config: { nonce: undefined } as StorefrontConfig,
    messages,
    api: { request } as ApiClient,
    emit,
    ...(report ? { report } : {}),
  } as unknown as Runtime;
  return { runtime, calls, emit, sends: () => calls.filter((call) => call.method === 'POST') };
}

/** Mounts a block holding `form` inline (or fetched, without `inline`) and waits for its form. */
export async function setup(
  form: FormDefinition = CONTACT,
  {
    answers = {},
    attributes = '',
    className = 'sqs-block-form',
  }: { answers?: Record<string, Answer>; attributes?: string; className?: string } = {},
) {
  document.body.innerHTML = `<main><div class="sqs-block ${className}" data-form-id="${form.id}" ${attributes}><p>Loading the form…</p></div></main>`;
  const host = document.querySelector<HTMLElement>(`.${className}`)!;
  host.dataset.formJson = JSON.stringify(form);
  const fake = fakeRuntime(answers);
  const unmount = mount(host, fake.runtime);
  await vi.waitFor(() => expect(host.querySelector('form.sf-form')).not.toBeNull());
  return { host, unmount, ...fake, ...helpers(host) };
}

export function helpers(host: HTMLElement) {
  const $ = <E extends Element = HTMLInputElement>(selector: string) =>
    host.querySelector<E>(selector)!;
  const byLabel = <E extends HTMLElement = HTMLInputElement>(text: string): E => {
    const label = [...host.querySelectorAll('label')].find(
      (item) => item.textContent?.replace(' *', '') === text,
    );
    const control = label?.htmlFor
      ? document.getElementById(label.htmlFor)
      : label?.querySelector('input');
    return control as E;
  };
  const type = (element: HTMLInputElement | HTMLTextAreaElement, value: string) => {
    element.value = value;
    element.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const submit = async () => {
    host.querySelector('form')!.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const fieldError = (id: string) => host.querySelector(`[id$="-${id}-error"]`)?.textContent;
  const fill = () => {
    type(byLabel('First Name'), 'Ada');
    type(byLabel('Last Name'), 'Lovelace');
    type(byLabel('Email'), 'ada@example.com');
    byLabel<HTMLSelectElement>('Topic').value = 'Other';
    byLabel('Tees').checked = true;
    byLabel('Mugs').checked = true;
    type(byLabel<HTMLTextAreaElement>('Message'), 'Hello');
  };
  return { $, byLabel, type, submit, fieldError, fill };
}

/** Every id each `aria-describedby` names, and whether an element has it. */
export const describedTargets = (root: Element) =>
  [...root.querySelectorAll('[aria-describedby]')].flatMap((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => [id, document.getElementById(id) !== null] as const),
  );

export const httpError = (status: number, body?: ErrorBody) =>
  new HttpError('POST', '/api/form/SaveFormSubmission', status, body);
