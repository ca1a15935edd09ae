import { sectionById } from '../sections.ts';

const rfqSection = sectionById('rfq').path;

/** The list of requests, the form of a new one, and one request's page. */
export const rfqListPath = rfqSection;
export const rfqNewPath = `${rfqSection}/new`;
export function rfqPath(id: number): string {
  return `${rfqSection}/${id}`;
}
