import type { Metadata } from 'next';
import { SectionScreen } from '../../../components/account/SectionScreen.tsx';
import { sectionMetadata } from '../../../components/account/sectionMetadata.ts';
import { sectionById } from '../../../lib/sections.ts';

const section = sectionById('shipmentList');

export function generateMetadata(): Promise<Metadata> {
  return sectionMetadata(section);
}

export default function ShipmentListPage() {
  return <SectionScreen section={section} />;
}
