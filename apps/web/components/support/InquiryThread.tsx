'use client';

import { clsx } from 'clsx';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useFollowUp, useInquiry } from '../../lib/support/hooks.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Field } from '../ship-for-me/Field.tsx';
import { Button } from '../ui/Button.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { InquiryStatus } from './InquiryStatus.tsx';

/** The API's longest message. */
const MAX_MESSAGE = 4000;

/** One inquiry: its messages and the support team's replies, oldest first, and a reply box. */
export function InquiryThread({ id, locale }: { id: number; locale: string }) {
  const t = useTranslations('support');
  const topics = useTranslations('contact.form.topics');
  const inquiry = useInquiry(id);
  if (inquiry.isPending) return <Skeleton className="mt-6 h-40" />;
  if (inquiry.isError) return <ErrorState title={t('loadFailed')} />;
  const thread = inquiry.data;
  return (
    <div className="mt-4 grid max-w-3xl gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <span>{t('inquiryTitle', { number: thread.id, topic: topics(thread.topic) })}</span>
        <InquiryStatus status={thread.status} />
        {thread.order_number ? <span>· {thread.order_number}</span> : null}
      </div>
      <ol className="grid gap-3" data-testid="inquiry-thread">
        {thread.messages.map((message, index) => (
          <li
            key={`${message.created_at}-${index}`}
            data-author={message.author}
            className={clsx(
              'rounded-lg border p-4 text-sm',
              message.author === 'staff'
                ? 'border-brand-200 bg-brand-50 md:mr-12'
                : 'border-line bg-surface md:ml-12',
            )}
          >
            <p className="flex flex-wrap justify-between gap-x-3 text-xs text-ink-muted">
              <span className="font-semibold text-ink">
                {message.author === 'staff' ? t('fromSupport') : t('fromYou')}
              </span>
              <span>{new Date(message.created_at).toLocaleString(locale)}</span>
            </p>
            <p className="mt-2 break-words whitespace-pre-line">{message.body}</p>
          </li>
        ))}
      </ol>
      {thread.status === 'handled' ? (
        <p className="rounded-lg bg-canvas p-4 text-sm" data-testid="inquiry-closed">
          {t('closed')}{' '}
          <Link href="/contact-us" className="font-medium text-brand-700 underline">
            {t('newInquiry')}
          </Link>
        </p>
      ) : (
        <ReplyBox id={thread.id} />
      )}
    </div>
  );
}

function ReplyBox({ id }: { id: number }) {
  const t = useTranslations('support');
  const { line } = useErrorMessage();
  const followUp = useFollowUp(id);
  const [body, setBody] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = body.trim() ? null : t('replyMissing');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    followUp.mutate(body.trim(), {
      onSuccess: () => {
        setBody('');
        setTouched(false);
      },
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-lg border border-line bg-surface p-4"
      data-testid="inquiry-reply"
    >
      <Field id="inquiry-reply-body" label={t('replyLabel')} error={touched ? problem : null}>
        <textarea
          id="inquiry-reply-body"
          className="min-h-28 rounded-md border border-line-strong bg-surface px-3 py-2 text-base"
          maxLength={MAX_MESSAGE}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </Field>
      {followUp.isError ? (
        <p className="text-sm text-danger" role="alert">
          {line(followUp.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={followUp.isPending} className="justify-self-start">
        {t('send')}
      </Button>
    </form>
  );
}
