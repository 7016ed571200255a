/**
 * The service-info dialog's warning for a service the exposure inventory flags, each flag a link to the
 * inventory filtered on it. The flags are the inventory's own rules (serviceRiskOf) and, like it, wait for
 * the node and, for sign-in asked on a domain, for that domain's OAuth2 setting.
 */
import { Alert, Box, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { HttpService, Service, ServiceType, TcpService } from '../api/types';
import { appRoutes } from '../appRoutes';
import { ADMIN_OR_DATABASE_PORTS, adminPortOf, PENDING, serviceRiskOf, type RiskFlag } from './riskFlags';
import { useDomainOptions } from './useDomainOptions';
import type { LiveServiceState } from './useServiceState';

const useServiceRiskFlags = (type: ServiceType, service: Service, state: LiveServiceState): RiskFlag[] => {
  const http = type === 'http' ? (service as HttpService) : null;
  const domainName = http?.domain || null;
  const needsDomain = Boolean(http?.requireAuth && domainName);
  const domains = useDomainOptions({ enabled: needsDomain });
  const domain = !needsDomain ? undefined : domains.data ? domains.data.find((entry) => entry.domain === domainName) : PENDING;
  return serviceRiskOf(type, service, domain, state.node ?? PENDING, state.availability).flags;
};

export interface ServiceRiskWarningProps {
  type: ServiceType;
  service: Service;
  state: LiveServiceState;
  /** A flag's link was followed (the dialog closes). */
  onNavigate: () => void;
}

export const ServiceRiskWarning = ({ type, service, state, onNavigate }: ServiceRiskWarningProps) => {
  const translate = useTranslate();
  const flags = useServiceRiskFlags(type, service, state);
  if (flags.length === 0) return null;
  const tcp = type === 'tcp' ? (service as TcpService) : null;
  const port = tcp ? adminPortOf([tcp.port, tcp.backendPort]) : undefined;
  // As the inventory's chip says it: the flag, and for an open port which one.
  const label = (flag: RiskFlag) => {
    const name = translate(`app.exposure.flag.${flag}`);
    return flag === 'admin_port_open' && port !== undefined
      ? `${name}: ${translate('app.exposure.flag_port', { port, service: ADMIN_OR_DATABASE_PORTS.get(port) })}`
      : name;
  };
  return (
    // Part of the dialog's content, read in its order: not a live alert beside the node's own warning.
    <Alert severity="warning" role="note" sx={{ mb: 2 }}>
      {translate('app.services.info.flagged')}
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {flags.map((flag) => (
          <li key={flag} data-flag={flag}>
            <Link component={RouterLink} to={appRoutes.exposure({ flag })} onClick={onNavigate} color="inherit" sx={{ fontWeight: 500 }}>
              {label(flag)}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
};
