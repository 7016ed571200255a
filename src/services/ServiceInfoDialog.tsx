/**
 * The service-info dialog (API-FACTS §11.9), after a save and from the row action Info. SPEC's title 'Your
 * Service is Now Publicly Available' is kept for an enabled service only, since a disabled or expired one
 * publishes nothing; it warns, never refuses, when the node cannot carry traffic yet (normal until its owner
 * brings the tunnel up) or when the exposure inventory would flag the service.
 */
import TroubleshootIcon from '@mui/icons-material/Troubleshoot';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Node, Service, ServiceType } from '../api/types';
import { InfoModal, useFormat } from '../components';
import { TruncatedText } from '../components/TruncatedText';
import { PublicAccess } from './PublicAccess';
import { ServiceCheckDialog } from './ServiceCheckDialog';
import { ServiceRiskWarning } from './ServiceRiskWarning';
import { backendTarget } from './serviceKinds';
import { useServiceState, type LiveServiceState } from './useServiceState';

export interface ServiceInfoDialogProps {
  open: boolean;
  type: ServiceType;
  service: Service;
  /** The service's node when the caller has it (live on a node page); fetched otherwise. */
  node?: Node;
  onClose: () => void;
}

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
      {children}
    </Typography>
  </>
);

const listOrElse = (values: string[] | null | undefined, fallback: string) =>
  values && values.length > 0 ? values.join(', ') : fallback;

/** The name marker: the sentence is translated whole, then the name is set in bold where it falls. */
const NAME = '\u0000';

/** The dialog's title and first sentence (an i18n key each) for the service's state. */
const wordingOf = (state: LiveServiceState): { title: string; lead: string } => {
  if (state.availability === 'expired') return { title: 'app.services.info.title_expired', lead: 'app.services.info.expired' };
  if (state.availability === 'disabled') return { title: 'app.services.info.title_disabled', lead: 'app.services.info.disabled' };
  return { title: 'app.services.info.title', lead: 'app.services.info.exposed' };
};

export const ServiceInfoDialog = ({ open, type, service, node, onClose }: ServiceInfoDialogProps) => {
  const translate = useTranslate();
  const format = useFormat();
  const state = useServiceState(type, service, node);
  const ssl = type === 'tcp' && (service as { ssl?: boolean }).ssl;
  const { title, lead } = wordingOf(state);
  const [before, after = ''] = translate(lead, {
    name: NAME,
    node: state.node?.name ?? '',
    date: format.dateTime(state.expiresAt),
  }).split(NAME);
  const requireAuth = type === 'http' && Boolean((service as { requireAuth?: boolean }).requireAuth);
  const blockedIgnored = type === 'http' && (service.blockedIps?.length ?? 0) > 0;
  const [checking, setChecking] = useState(false);

  return (
    <InfoModal open={open} title={title} onClose={onClose}>
      {checking && <ServiceCheckDialog type={type} service={service} onClose={() => setChecking(false)} />}
      <Typography sx={{ mb: 2 }}>
        {before}
        <strong>{service.name}</strong>
        {after}
      </Typography>
      {state.availability === 'enabled' && state.nodeProblem && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(`app.services.info.node_${state.nodeProblem}`, { node: state.node?.name ?? '' })}
        </Alert>
      )}
      <ServiceRiskWarning type={type} service={service} state={state} onNavigate={onClose} />
      {state.availability === 'expired' && type === 'tcp' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.services.info.expired_tcp_note')}
        </Alert>
      )}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}
      >
        <Row label={translate('app.services.info.state')}>
          {translate(`app.services.info.state_${state.availability}`)}
          {state.nodeProblem && ` · ${translate(`app.services.info.state_node_${state.nodeProblem}`, { node: state.node?.name ?? '' })}`}
        </Row>
        <Row label={translate(ssl ? 'app.services.info.public_access_ssl' : 'app.services.info.public_access')}>
          <PublicAccess address={service.publicAccess} fallback={translate('app.services.info.not_assigned')} maxWidth="100%" />
        </Row>
        <Row label={translate('app.services.info.backend_target')}>
          <TruncatedText text={backendTarget(service)} address maxWidth="100%" sx={{ fontFamily: 'monospace' }}>
            {(parts) => <code>{parts}</code>}
          </TruncatedText>
        </Row>
        {type === 'http' && (
          <Row label={translate('app.services.info.sign_in')}>
            {translate(requireAuth ? 'app.services.info.sign_in_required' : 'app.services.info.sign_in_none')}
          </Row>
        )}
        <Row label={translate('app.services.info.allowed_ips')}>
          {listOrElse(service.allowedIps, translate('app.services.info.no_restrictions'))}
        </Row>
        <Row label={translate('app.services.info.blocked_ips')}>
          {listOrElse(service.blockedIps, translate('app.services.info.none'))}
          {blockedIgnored && (
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'warning.main', mt: 0.5 }}>
              {translate('app.services.info.blocked_ips_http_note')}
            </Typography>
          )}
        </Row>
        {state.expiresAt !== null && (
          <Row label={translate('app.services.info.expires')}>
            {format.dateTime(state.expiresAt)}{' '}
            {state.availability === 'expired'
              ? translate('app.services.info.expires_ended')
              : translate('app.services.info.expires_in', { time: format.duration(state.expiresAt - state.now) })}
          </Row>
        )}
      </Box>
      <Button variant="outlined" startIcon={<TroubleshootIcon />} onClick={() => setChecking(true)} sx={{ mt: 2 }}>
        {translate('app.check.info_action')}
      </Button>
    </InfoModal>
  );
};
