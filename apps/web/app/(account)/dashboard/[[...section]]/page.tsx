import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SectionScreen } from '../../../../components/account/SectionScreen.tsx';
import { DashboardHome } from '../../../../components/dashboard/DashboardHome.tsx';
import { sectionMetadata } from '../../../../components/account/sectionMetadata.ts';
import { dashboardSection } from '../../../../lib/sections.ts';

interface Props {
  params: Promise<{ section?: string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sectionMetadata(dashboardSection((await params).section));
}

/** The dashboard itself and every other section of spec §2, looked up in the sections table. */
export default async function DashboardSectionPage({ params }: Props) {
  const section = dashboardSection((await params).section);
  if (!section) notFound();
  if (section.id === 'dashboard') return <DashboardHome />;
  return <SectionScreen section={section} />;
}
