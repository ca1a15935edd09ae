import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { contentMetadata, ContentPage } from '../../components/content/ContentPage.tsx';
import { Icon } from '../../components/icons.tsx';
import { ContactForm } from '../../components/support/ContactForm.tsx';
import { warehouseAddressLines } from '../../lib/content/warehouse-address.ts';
import { getCompany, getWarehouses } from '../../lib/server-api.ts';

export async function generateMetadata(): Promise<Metadata> {
  return contentMetadata('contact-us');
}

const reachUs = 'inline-flex items-center gap-2 rounded-md bg-brand-50 px-3 py-2 hover:underline';

interface Place {
  key: string;
  name: string;
  lines: readonly string[];
  phone: string;
  hours?: string;
  note?: string;
}

/**
 * Contact us: the `contact-us` content (its words and questions), the form, and our addresses
 * from where they are kept — the company's office from the company details staff edit (the
 * same the invoice PDF prints), each warehouse's from the warehouse (the same Ship For Me gives
 * customers). No address is written in the page's content.
 */
export default async function ContactPage() {
  const [t, locale, company, warehouses] = await Promise.all([
    getTranslations('contact'),
    getLocale(),
    getCompany(),
    getWarehouses(),
  ]);
  const places: Place[] = [
    ...(company
      ? [
          {
            key: 'office',
            name: t('office', { name: company.name }),
            lines: company.address_lines,
            phone: company.phone,
            hours: locale === 'bn' ? company.opening_hours.bn : company.opening_hours.en,
          },
        ]
      : []),
    ...(warehouses ?? []).map((warehouse) => ({
      key: warehouse.code,
      name: warehouse.name,
      lines: warehouseAddressLines(warehouse.address),
      phone: warehouse.contact.phone,
      note: t('warehouseNote'),
    })),
  ];
  const lead = (
    <div className="container-page max-w-3xl">
      {company ? (
        <p className="mt-6 flex flex-wrap gap-2 text-sm font-medium text-brand-900">
          <a href={`mailto:${company.email}`} className={reachUs}>
            <Icon name="mail" size={18} />
            {company.email}
          </a>
          <a href={`tel:${company.phone.replace(/[^+\d]/g, '')}`} className={reachUs}>
            {t('call', { phone: company.phone })}
          </a>
        </p>
      ) : null}
      <ContactForm />
      {places.length > 0 ? (
        <section aria-labelledby="our-addresses" className="mt-10">
          <h2 id="our-addresses" className="text-2xl font-bold tracking-tight">
            {t('addresses')}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {places.map((place) => (
              <li
                key={place.key}
                className="rounded-xl border border-line bg-surface p-5"
                data-testid={`address-${place.key}`}
              >
                <h3 className="font-semibold">{place.name}</h3>
                <address className="mt-2 text-sm whitespace-pre-line text-ink-muted not-italic">
                  {place.lines.join('\n')}
                </address>
                <p className="mt-2 text-sm text-ink-muted">{place.phone}</p>
                {place.hours ? <p className="mt-1 text-sm text-ink-muted">{place.hours}</p> : null}
                {place.note ? <p className="mt-2 text-xs text-ink-subtle">{place.note}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
  return <ContentPage slug="contact-us" lead={lead} />;
}
