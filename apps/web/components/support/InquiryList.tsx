'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { inquiryPath, useMyInquiries } from '../../lib/support/hooks.ts';
import { buttonClasses } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { InquiryStatus } from './InquiryStatus.tsx';

/** The customer's inquiries, the latest activity first, each opening its thread. */
export function InquiryList({ locale }: { locale: string }) {
  const t = useTranslations('support');
  const topics = useTranslations('contact.form.topics');
  const inquiries = useMyInquiries();
  if (inquiries.isPending) return <Skeleton className="mt-6 h-24" />;
  if (inquiries.isError) return <ErrorState title={t('loadFailed')} />;
  const list = inquiries.data;
  if (list.length === 0) {
    return (
      <div className="mt-6">
        <EmptyState
          icon="mail"
          title={t('emptyTitle')}
          body={t('emptyBody')}
          action={
            <Link href="/contact-us" className={buttonClasses()}>
              {t('contact')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <>
      <p className="mt-4">
        <Link href="/contact-us" className="text-sm font-medium text-brand-700 underline">
          {t('newInquiry')}
        </Link>
      </p>
      <ul className="mt-4 grid gap-3" data-testid="inquiry-list">
        {list.map((inquiry) => (
          <li key={inquiry.id}>
            <Link
              href={inquiryPath(inquiry.id)}
              className="block rounded-lg border border-line bg-surface p-4 hover:border-brand-300"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">
                  {t('inquiryTitle', { number: inquiry.id, topic: topics(inquiry.topic) })}
                </span>
                <InquiryStatus status={inquiry.status} />
              </div>
              <p className="mt-1 line-clamp-2 text-sm break-words text-ink-muted">
                {inquiry.excerpt}
              </p>
              <p className="mt-1 text-xs text-ink-subtle">
                {t('lastActivity', {
                  when: new Date(inquiry.last_activity_at).toLocaleString(locale),
                })}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
