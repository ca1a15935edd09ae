import { contentRoute } from '../../components/content/ContentPage.tsx';

/** The refund policy, from the content service (`refund-policy`). */
const route = contentRoute('refund-policy');
export const generateMetadata = route.generateMetadata;
export default route.Page;
