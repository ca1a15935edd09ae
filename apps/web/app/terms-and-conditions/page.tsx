import { contentRoute } from '../../components/content/ContentPage.tsx';

/** The terms, as staff publish them (`terms-and-conditions`), with a table of contents. */
const route = contentRoute('terms-and-conditions');
export const generateMetadata = route.generateMetadata;
export default route.Page;
