import { contentRoute } from '../../../components/content/ContentPage.tsx';

/** Ship For Me explained for every visitor; the request itself is /ship-for-me (`ship-for-me-landing-page`). */
const route = contentRoute('ship-for-me-landing-page');
export const generateMetadata = route.generateMetadata;
export default route.Page;
