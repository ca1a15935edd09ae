import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { prefetchFor } from '../../lib/prefetch.ts';
import { sectionById, type SectionId } from '../../lib/sections.ts';
import { Icon, type IconName } from '../icons.tsx';

const services: { key: 'buyAndShip' | 'shipForMe' | 'rfq'; icon: IconName; section: SectionId }[] =
  [
    { key: 'buyAndShip', icon: 'bag', section: 'buyAndShipMyOrders' },
    { key: 'shipForMe', icon: 'plane', section: 'shipForMeRequest' },
    { key: 'rfq', icon: 'quote', section: 'rfq' },
  ];

export function ServiceCards({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations('home.services');
  return (
    <section aria-labelledby="services-title" className="container-page mt-12">
      <h2 id="services-title" className="text-2xl font-bold tracking-tight">
        {t('title')}
      </h2>
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {services.map((service) => (
          <li key={service.key}>
            <Link
              href={sectionById(service.section).path}
              prefetch={prefetchFor(sectionById(service.section).path, signedIn)}
              className="group flex h-full flex-col rounded-xl border border-line bg-surface p-5 shadow-card transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-raised md:p-6"
            >
              <span className="grid h-12 w-12 place-items-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-brand-700 group-hover:text-white">
                <Icon name={service.icon} size={26} />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`${service.key}.title`)}</h3>
              <p className="mt-2 flex-1 text-sm text-ink-muted">{t(`${service.key}.body`)}</p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                {t(`${service.key}.cta`)}
                <Icon
                  name="arrowRight"
                  size={16}
                  className="transition-transform group-hover:translate-x-0.5"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
