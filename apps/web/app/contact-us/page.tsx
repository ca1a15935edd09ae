import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Icon } from '../../components/icons.tsx';
import { ContactForm } from '../../components/support/ContactForm.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/Table.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs.tsx';

// Static fallback text until the content service serves the `contact-us` slug.
const offices = ['dhaka', 'guangzhou', 'london'] as const;
const questions = ['tracking', 'address', 'prohibited'] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('contact');
  return { title: t('title'), description: t('intro') };
}

export default async function ContactPage() {
  const t = await getTranslations('contact');
  return (
    <div className="container-page max-w-4xl py-10 md:py-14">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t('title')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-muted">{t('intro')}</p>
      <p className="mt-4 inline-flex items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
        <Icon name="mail" size={18} />
        {t('email')}
      </p>

      <ContactForm />

      <Tabs defaultValue="offices" className="mt-10">
        <TabsList aria-label={t('tabs.label')}>
          <TabsTrigger value="offices">{t('tabs.offices')}</TabsTrigger>
          <TabsTrigger value="questions">{t('tabs.questions')}</TabsTrigger>
        </TabsList>
        <TabsContent value="offices">
          <Table caption={t('table.caption')}>
            <TableHead>
              <TableRow>
                <TableHeader>{t('table.office')}</TableHeader>
                <TableHeader>{t('table.address')}</TableHeader>
                <TableHeader>{t('table.hours')}</TableHeader>
                <TableHeader>{t('table.phone')}</TableHeader>
              </TableRow>
            </TableHead>
            <TableBody>
              {offices.map((office) => (
                <TableRow key={office}>
                  <TableCell className="pb-2 text-base font-semibold md:text-sm md:whitespace-nowrap">
                    {t(`offices.${office}.name`)}
                  </TableCell>
                  <TableCell label={t('table.address')} className="text-ink-muted md:min-w-56">
                    {t(`offices.${office}.address`)}
                  </TableCell>
                  <TableCell label={t('table.hours')} className="text-ink-muted md:min-w-40">
                    {t(`offices.${office}.hours`)}
                  </TableCell>
                  <TableCell
                    label={t('table.phone')}
                    className="text-ink-muted md:whitespace-nowrap"
                  >
                    {t(`offices.${office}.phone`)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TabsContent>
        <TabsContent value="questions">
          <dl className="flex flex-col gap-4">
            {questions.map((question) => (
              <div key={question} className="rounded-lg border border-line bg-surface p-5">
                <dt className="font-semibold">{t(`questions.${question}.q`)}</dt>
                <dd className="mt-2 text-ink-muted">{t(`questions.${question}.a`)}</dd>
              </div>
            ))}
          </dl>
        </TabsContent>
      </Tabs>
    </div>
  );
}
