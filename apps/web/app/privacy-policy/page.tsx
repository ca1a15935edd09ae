import type { Metadata } from 'next';
import { LegalPage, legalMetadata } from '../../components/content/LegalPage.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return legalMetadata('privacy-policy');
}

/** The privacy policy, as staff publish it in the content service (`privacy-policy`). */
export default function PrivacyPolicyPage() {
  return <LegalPage slug="privacy-policy" />;
}
