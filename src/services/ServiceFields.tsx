/**
 * Cells of a service row: the name with its status dot and its badges (state, node, lifetime,
 * protection), and the ingress (public access → backend). Names and addresses keep to their cells
 * (TruncatedText).
 */
import { Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Node, Service, ServiceType } from '../api/types';
import { TruncatedText } from '../components/TruncatedText';
import { PublicAccess } from './PublicAccess';
import { ServiceBadges } from './ServiceBadges';
import { ServiceHealthLine } from './ServiceHealthLine';
import { ServiceStatusDot } from './ServiceStatusDot';
import { backendTarget } from './serviceKinds';
import { useServiceState } from './useServiceState';

const NameAndBadges = ({ type, service, node }: { type: ServiceType; service: Service; node?: Node }) => {
  const state = useServiceState(type, service, node);
  return (
    // Wide enough for the usual badge on one line; longer ones wrap inside the chip (no sideways scroll).
    <Stack spacing={0.5} sx={{ minWidth: { xs: 128, sm: 170 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <ServiceStatusDot enabled={state.availability === 'enabled'} />
        <TruncatedText text={service.name} sx={{ typography: 'body2', fontWeight: 500 }} />
      </Stack>
      <ServiceBadges type={type} service={service} state={state} />
      <ServiceHealthLine type={type} service={service} />
    </Stack>
  );
};

export interface ServiceNameFieldProps {
  type: ServiceType;
  /** The node of a node page (live); elsewhere each service's node is fetched. */
  node?: Node;
}

export const ServiceNameField = ({ type, node }: ServiceNameFieldProps) => {
  const record = useRecordContext<Service>();
  return record ? <NameAndBadges type={type} service={record} node={node} /> : null;
};

export const ServiceIngressField = ({ type }: { type: ServiceType }) => {
  const record = useRecordContext<Service>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <PublicAccess address={record.publicAccess} fallback={translate('app.services.info.not_assigned')} />
      <Stack direction="row" useFlexGap sx={{ columnGap: 0.5, flexWrap: 'wrap', alignItems: 'baseline', color: 'text.secondary', minWidth: 0 }}>
        <Typography variant="caption">{translate(type === 'http' ? 'app.services.fields.upstream' : 'app.services.fields.proxy')}</Typography>
        <TruncatedText text={backendTarget(record)} address sx={{ typography: 'caption', fontFamily: 'monospace' }}>
          {(parts) => <code>{parts}</code>}
        </TruncatedText>
      </Stack>
    </Stack>
  );
};
