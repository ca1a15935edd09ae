import { contentRoute } from '../../components/content/ContentPage.tsx';

/** Talk to a sourcing expert, from the content service (`talk-to-expert`). */
const route = contentRoute('talk-to-expert', { tip: true });
export const generateMetadata = route.generateMetadata;
export default route.Page;
