/** The HTTP and TCP cards side by side in an expanded domain row, fed by the per-domain service lists. */
import { Grid } from '@mui/material';
import type { Domain } from '../api/types';
import { ServiceCard } from './ServiceCard';

export interface DomainServiceCardsProps {
  domain: Domain;
}

export const DomainServiceCards = ({ domain }: DomainServiceCardsProps) => (
  <Grid container spacing={2} sx={{ py: 1 }}>
    <Grid size={{ xs: 12, md: 6 }}>
      <ServiceCard type="http" domain={domain} />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <ServiceCard type="tcp" domain={domain} />
    </Grid>
  </Grid>
);
