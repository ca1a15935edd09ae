import { contentRoute } from '../../components/content/ContentPage.tsx';

/** The app's landing page: install Crossport from the browser (`app-landing-page`). */
const route = contentRoute('app-landing-page');
export const generateMetadata = route.generateMetadata;
export default route.Page;
