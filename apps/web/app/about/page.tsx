import { contentRoute } from '../../components/content/ContentPage.tsx';

/** About us, as staff publish it in the content service (`about`). */
const route = contentRoute('about', { tip: true });
export const generateMetadata = route.generateMetadata;
export default route.Page;
