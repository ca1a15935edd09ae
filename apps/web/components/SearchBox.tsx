'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'nextjs-toploader/app';
import type { FormEvent } from 'react';
import { KEYWORD_MAX_LENGTH, searchHref } from '../lib/keyword.ts';
import { Icon } from './icons.tsx';
import { Button } from './ui/Button.tsx';
import { Input } from './ui/Input.tsx';

/** Works without JavaScript as a plain GET form; with it, the keyword is cut and trimmed. */
export function SearchBox({ className }: { className?: string }) {
  const t = useTranslations('header');
  const router = useRouter();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const keyword = new FormData(event.currentTarget).get('keyword');
    const href = searchHref(typeof keyword === 'string' ? keyword : '');
    if (href) router.push(href);
  }

  return (
    <form action="/search" method="get" role="search" onSubmit={submit} className={className}>
      <label htmlFor="site-search" className="sr-only">
        {t('searchLabel')}
      </label>
      <div className="relative flex">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-subtle"
        />
        <Input
          id="site-search"
          type="search"
          name="keyword"
          maxLength={KEYWORD_MAX_LENGTH}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="rounded-r-none pl-10"
        />
        <Button
          type="submit"
          className="rounded-l-none px-3.5 md:px-5"
          aria-label={t('searchSubmit')}
        >
          <Icon name="search" className="md:hidden" />
          <span className="hidden md:inline">{t('searchSubmit')}</span>
        </Button>
      </div>
    </form>
  );
}
