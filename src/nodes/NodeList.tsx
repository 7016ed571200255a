import { PagePlaceholder } from '../components/PagePlaceholder';

const NodeList = () => <PagePlaceholder title="app.menu.nodes" />;
export default NodeList;
