import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { appRoutes } from '../appRoutes';
import { LogsScreen } from './LogsScreen';

const DomainLogsPage = () => {
  const translate = useTranslate();
  const { domain = '' } = useParams();
  const query = useMemo(() => ({ domain }), [domain]);
  return (
    <LogsScreen
      key={domain}
      trail={[{ label: translate('app.logs.breadcrumb.domains'), to: appRoutes.domains() }, { label: domain }]}
      heading={translate('app.logs.heading.domain', { domain })}
      query={query}
      fileBaseName={domain}
    />
  );
};

export default DomainLogsPage;
