import { contentRoute } from '../../../components/content/ContentPage.tsx';

/** Ship For Me explained to every visitor (`ship-for-me-landing-page`); the form: /ship-for-me */
const route = contentRoute('ship-for-me-landing-page');
export const generateMetadata = route.generateMetadata;
export default route.Page;
