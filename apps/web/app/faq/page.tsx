import { contentRoute } from '../../components/content/ContentPage.tsx';

/** Frequently asked questions, from the content service (`faq`). */
const route = contentRoute('faq', { tip: true });
export const generateMetadata = route.generateMetadata;
export default route.Page;
