import { contentRoute } from '../../components/content/ContentPage.tsx';

/** The privacy policy, as staff publish it (`privacy-policy`), with a table of contents. */
const route = contentRoute('privacy-policy');
export const generateMetadata = route.generateMetadata;
export default route.Page;
