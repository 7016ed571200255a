import { PagePlaceholder } from '../components/PagePlaceholder';

const LogsPage = () => <PagePlaceholder title="Real Time Logs" />;
export default LogsPage;
