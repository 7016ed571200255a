/**
 * 'Your Service is Now Publicly Available' (API-FACTS §11.9): public access, backend target and IP rules.
 * Shown after a service is saved and by the row action Info.
 */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Service, ServiceType } from '../api/types';
import { InfoModal } from '../components';
import { PublicAccess } from './PublicAccess';
import { backendTarget } from './serviceKinds';

export interface ServiceInfoDialogProps {
  open: boolean;
  type: ServiceType;
  service: Service;
  onClose: () => void;
}

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
      {children}
    </Typography>
  </>
);

const listOrElse = (values: string[] | null | undefined, fallback: string) =>
  values && values.length > 0 ? values.join(', ') : fallback;

/** The name marker: the sentence is translated whole, then the name is set in bold where it falls. */
const NAME = '\u0000';

export const ServiceInfoDialog = ({ open, type, service, onClose }: ServiceInfoDialogProps) => {
  const translate = useTranslate();
  const ssl = type === 'tcp' && (service as { ssl?: boolean }).ssl;
  const [before, after = ''] = translate('app.services.info.exposed', { name: NAME }).split(NAME);
  return (
    <InfoModal open={open} title="app.services.info.title" onClose={onClose}>
      <Typography sx={{ mb: 2 }}>
        {before}
        <strong>{service.name}</strong>
        {after}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}
      >
        <Row label={translate(ssl ? 'app.services.info.public_access_ssl' : 'app.services.info.public_access')}>
          <PublicAccess address={service.publicAccess} fallback={translate('app.services.info.not_assigned')} />
        </Row>
        <Row label={translate('app.services.info.backend_target')}>
          <Box component="code">{backendTarget(service)}</Box>
        </Row>
        <Row label={translate('app.services.info.allowed_ips')}>
          {listOrElse(service.allowedIps, translate('app.services.info.no_restrictions'))}
        </Row>
        <Row label={translate('app.services.info.blocked_ips')}>
          {listOrElse(service.blockedIps, translate('app.services.info.none'))}
        </Row>
      </Box>
    </InfoModal>
  );
};
