/** Cells of a service row: the name with its status dot, and the ingress (public access → backend). */
import { Box, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Service, ServiceType } from '../api/types';
import { PublicAccess } from './PublicAccess';
import { ServiceStatusDot } from './ServiceStatusDot';
import { backendTarget } from './serviceKinds';

export const ServiceNameField = (_props: { label?: string }) => {
  const record = useRecordContext<Service>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <ServiceStatusDot enabled={record.enabled} />
      <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
        {record.name}
      </Typography>
    </Stack>
  );
};

export const ServiceIngressField = ({ type }: { label?: string; type: ServiceType }) => {
  const record = useRecordContext<Service>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={0.25}>
      <PublicAccess address={record.publicAccess} fallback={translate('app.services.info.not_assigned')} />
      <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {translate(type === 'http' ? 'app.services.fields.upstream' : 'app.services.fields.proxy')}{' '}
        <Box component="code">{backendTarget(record)}</Box>
      </Typography>
    </Stack>
  );
};
