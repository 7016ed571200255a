import { PagePlaceholder } from '../components/PagePlaceholder';

export const HomePage = () => <PagePlaceholder title="app.menu.home" />;
export default HomePage;
