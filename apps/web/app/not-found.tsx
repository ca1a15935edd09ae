import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '../components/ui/Button.tsx';
import { EmptyState } from '../components/ui/EmptyState.tsx';
import { DidYouKnow } from '../components/content/DidYouKnow.tsx';

export default async function NotFound() {
  const [t, tCommon] = await Promise.all([getTranslations('errors'), getTranslations('common')]);
  return (
    <>
      <div className="container-page py-12 md:py-20">
        <EmptyState
          icon="search"
          title={t('notFoundTitle')}
          body={t('notFoundBody')}
          action={
            <Link href="/" className={buttonClasses()}>
              {tCommon('backHome')}
            </Link>
          }
        />
      </div>
      <DidYouKnow />
    </>
  );
}
