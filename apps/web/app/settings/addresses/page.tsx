import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AddressBook } from '../../../components/addresses/AddressBook.tsx';
import { regionContext } from '../../../lib/cart/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('addressBook');
  return { title: t('title'), robots: { index: false } };
}

/** The customer's address book; the proxy sends visitors without a session to sign in. */
export default async function AddressesPage() {
  const { regionCode } = await regionContext();
  return <AddressBook defaultCountry={regionCode ?? 'BD'} />;
}
