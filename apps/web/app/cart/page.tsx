import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cart');
  return { title: t('title') };
}

/** The guest and customer cart arrive with the cart service; until then it is empty. */
export default async function CartPage() {
  const t = await getTranslations('cart');
  return (
    <div className="container-page py-8 md:py-12">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('title')}</h1>
      <div className="mt-6">
        <EmptyState
          icon="cart"
          title={t('emptyTitle')}
          body={t('emptyBody')}
          action={
            <Link href="/#picks-title" className={buttonClasses()}>
              {t('cta')}
            </Link>
          }
        />
      </div>
    </div>
  );
}
