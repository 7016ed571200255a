import { PagePlaceholder } from '../components/PagePlaceholder';

const NodeDetails = () => <PagePlaceholder title="app.menu.nodes" />;
export default NodeDetails;
