'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import type { paths } from '@crossport/api-client';
import { api, ok } from '../../lib/api.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { sectionById } from '../../lib/sections.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { Field, NativeSelect } from '../ship-for-me/Field.tsx';
import { Button } from '../ui/Button.tsx';
import { Input } from '../ui/Input.tsx';

const URL = '/api/user/customer/support/v1/support-inquiries';
type Body = paths[typeof URL]['post']['requestBody']['content']['application/json'];
const TOPICS = ['order', 'shipping', 'payment', 'refund', 'account', 'other'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The contact form: name, email, topic, message and an optional order number, checked here
 * as the API checks them. `website` is a honeypot people never see (docs/security.md).
 */
export function ContactForm() {
  const t = useTranslations('contact.form');
  const { line } = useErrorMessage();
  const { state } = useAuth();
  const send = useMutation({
    mutationFn: async (body: Body) => (await ok(api.POST(URL, { body }))).data,
  });
  const [form, setForm] = useState({
    name: '',
    email: '',
    topic: '',
    message: '',
    order_number: '',
    website: '',
  });
  const [touched, setTouched] = useState(false);
  const set = (field: keyof typeof form) => (value: string) => setForm({ ...form, [field]: value });
  const problems = {
    name: form.name.trim() ? null : t('nameMissing'),
    email: EMAIL.test(form.email.trim()) ? null : t('emailInvalid'),
    topic: form.topic ? null : t('topicMissing'),
    message: form.message.trim().length >= 10 ? null : t('messageShort'),
    order_number:
      !form.order_number.trim() || /^[A-Za-z0-9-]{1,32}$/.test(form.order_number.trim())
        ? null
        : t('orderInvalid'),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(problems).some(Boolean)) return;
    send.mutate({
      name: form.name.trim(),
      email: form.email.trim(),
      topic: form.topic as Body['topic'],
      message: form.message.trim(),
      ...(form.order_number.trim() ? { order_number: form.order_number.trim() } : {}),
      ...(form.website ? { website: form.website } : {}),
    });
  };

  if (send.isSuccess) {
    return (
      <section
        className="mt-10 rounded-lg border border-success/30 bg-surface p-6"
        role="status"
        data-testid="contact-sent"
      >
        <h2 className="text-lg font-semibold">{t('sentTitle')}</h2>
        <p className="mt-2 text-ink-muted">{t('sentBody', { email: form.email.trim() })}</p>
        {state.status === 'signedIn' ? (
          <Link
            href={sectionById('support').path}
            className="mt-3 inline-block font-medium text-brand-700 underline"
            data-testid="contact-sent-inquiries"
          >
            {t('sentLink')}
          </Link>
        ) : null}
      </section>
    );
  }
  const err = (field: keyof typeof problems) => (touched ? problems[field] : null);
  return (
    <section
      className="mt-10 rounded-lg border border-line bg-surface p-4 md:p-6"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 md:grid-cols-2">
        <Field id="contact-name" label={t('name')} error={err('name')}>
          <Input
            id="contact-name"
            autoComplete="name"
            maxLength={120}
            value={form.name}
            onChange={(e) => set('name')(e.target.value)}
          />
        </Field>
        <Field id="contact-email" label={t('email')} error={err('email')}>
          <Input
            id="contact-email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={form.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        </Field>
        <Field id="contact-topic" label={t('topic')} error={err('topic')}>
          <NativeSelect
            id="contact-topic"
            value={form.topic}
            onChange={(e) => set('topic')(e.target.value)}
          >
            <option value="">{t('choose')}</option>
            {TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`topics.${topic}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="contact-order" label={t('orderNumber')} error={err('order_number')}>
          <Input
            id="contact-order"
            maxLength={32}
            value={form.order_number}
            onChange={(e) => set('order_number')(e.target.value)}
          />
        </Field>
        <Field
          id="contact-message"
          label={t('message')}
          error={err('message')}
          className="md:col-span-2"
        >
          <textarea
            id="contact-message"
            className="min-h-32 rounded-md border border-line-strong bg-surface px-3 py-2 text-base"
            maxLength={4000}
            value={form.message}
            onChange={(e) => set('message')(e.target.value)}
          />
        </Field>
        {/* The honeypot: hidden from people and screen readers, filled in by robots. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          {/* Robots read the field's name; people never see it, in any language. */}
          {/* eslint-disable-next-line no-restricted-syntax */}
          <label htmlFor="contact-website">Website</label>
          <input
            id="contact-website"
            tabIndex={-1}
            autoComplete="off"
            value={form.website}
            onChange={(e) => set('website')(e.target.value)}
          />
        </div>
        {send.isError ? (
          <p className="text-sm text-danger md:col-span-2" role="alert">
            {line(send.error)}
          </p>
        ) : null}
        <Button
          type="submit"
          disabled={send.isPending}
          className="md:col-span-2 md:justify-self-start"
        >
          {t('submit')}
        </Button>
      </form>
    </section>
  );
}
