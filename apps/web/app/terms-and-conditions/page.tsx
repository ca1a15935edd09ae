import type { Metadata } from 'next';
import { LegalPage, legalMetadata } from '../../components/content/LegalPage.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return legalMetadata('terms-and-conditions');
}

/** The terms, as staff publish them in the content service (`terms-and-conditions`). */
export default function TermsPage() {
  return <LegalPage slug="terms-and-conditions" />;
}
