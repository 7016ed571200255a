import { PagePlaceholder } from '../components/PagePlaceholder';

const DomainList = () => <PagePlaceholder title="app.menu.domains" />;
export default DomainList;
