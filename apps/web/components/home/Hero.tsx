import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { sectionById } from '../../lib/sections.ts';
import { Icon } from '../icons.tsx';
import { buttonClasses } from '../ui/Button.tsx';

const points = ['prices', 'customs', 'tracking'] as const;

export interface Destination {
  code: string;
  name: string;
}

/** What the content service's hero block says; the catalogue's text where it says nothing. */
export interface HeroContent {
  heading: string;
  subheading?: string;
  cta?: { label: string; href: string };
  secondary_cta?: { label: string; href: string };
}

export function Hero({
  destination,
  content,
}: {
  destination: Destination | null;
  content?: HeroContent | null;
}) {
  const t = useTranslations('home.hero');
  const primary = content?.cta ?? {
    label: t('primaryCta'),
    href: sectionById('shipForMeRequest').path,
  };
  const secondary = content?.secondary_cta ?? {
    label: t('secondaryCta'),
    href: sectionById('rfq').path,
  };
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden
        className="absolute inset-0 opacity-60"
        style={{
          backgroundImage:
            'radial-gradient(circle at 85% 20%, rgb(37 150 136 / 0.55), transparent 45%), radial-gradient(circle at 10% 110%, rgb(242 109 15 / 0.35), transparent 40%)',
        }}
      />
      <div className="container-page relative grid items-center gap-10 py-10 md:py-16 lg:grid-cols-[1.25fr_1fr] lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            {t('eyebrow')}
          </p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight md:text-display">
            {content?.heading ?? t('title')}
          </h1>
          <p className="mt-4 max-w-xl text-base text-brand-100 md:text-lg">
            {content ? (content.subheading ?? null) : t('subtitle')}
          </p>
          <div className="mt-8 flex flex-col gap-3 md:flex-row md:flex-wrap">
            <Link href={primary.href} className={buttonClasses({ variant: 'accent', size: 'lg' })}>
              {primary.label}
              <Icon name="arrowRight" size={18} />
            </Link>
            <Link
              href={secondary.href}
              className={buttonClasses({
                variant: 'secondary',
                size: 'lg',
                className: 'border-white/30 bg-white/10 text-white hover:bg-white/20',
              })}
            >
              {secondary.label}
            </Link>
            <Link
              href="/shipping-calculator"
              className="self-start py-3 text-sm font-semibold text-white underline underline-offset-4 hover:text-accent-200 md:self-center"
            >
              {t('calculatorCta')}
            </Link>
            <Link
              href="/landed-cost"
              className="self-start py-3 text-sm font-semibold text-white underline underline-offset-4 hover:text-accent-200 md:self-center"
            >
              {t('landedCostCta')}
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <Icon name="check" size={18} className="text-accent-300" />
                {t(`points.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        <RouteCard destination={destination} warehouseCity={t('warehouseCity')} />
      </div>
    </section>
  );
}

/** A small illustration of the journey: Guangzhou warehouse to the visitor's region. */
function RouteCard({
  destination,
  warehouseCity,
}: {
  destination: Destination | null;
  warehouseCity: string;
}) {
  return (
    <div aria-hidden className="hidden lg:block">
      <div className="ml-auto max-w-sm rounded-2xl border border-white/15 bg-white/10 p-6 shadow-raised backdrop-blur">
        <div className="flex items-center justify-between text-sm">
          <div>
            <p className="text-brand-200">{warehouseCity}</p>
            <p className="text-2xl font-bold">CN</p>
          </div>
          <div className="flex flex-1 items-center px-4">
            <span className="h-px flex-1 border-t-2 border-dashed border-white/40" />
            <Icon name="plane" size={26} className="mx-2 text-accent-300" />
            <span className="h-px flex-1 border-t-2 border-dashed border-white/40" />
          </div>
          <div className="text-right">
            <p className="text-brand-200">{destination?.name ?? '—'}</p>
            <p className="text-2xl font-bold">{destination?.code ?? '—'}</p>
          </div>
        </div>
        <div className="mt-6 grid grid-cols-3 gap-3">
          {(['bag', 'parcel', 'truck'] as const).map((icon) => (
            <div key={icon} className="grid place-items-center rounded-xl bg-white/10 py-4">
              <Icon name={icon} size={28} className="text-white" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
