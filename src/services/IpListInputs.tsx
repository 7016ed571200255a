/**
 * Allowed and blocked IP lists (IPs or CIDR ranges), each growing and shrinking. For HTTP services the
 * blocked list says that the reference gateway stores it without applying it (API-FACTS §12.35).
 */
import { Stack } from '@mui/material';
import { ScalarListInput } from '../components/ScalarListInput';

export const IpListInputs = ({ blockedIgnored = false }: { blockedIgnored?: boolean }) => (
  <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }}>
    <ScalarListInput
      source="allowedIps"
      label="app.services.form.allowed_ips"
      itemLabel="app.services.form.allowed_ip"
      addLabel="app.services.form.add_allowed_ip"
      helperText="app.services.form.allowed_ips_help"
      placeholder="192.168.1.0/24"
    />
    <ScalarListInput
      source="blockedIps"
      label="app.services.form.blocked_ips"
      itemLabel="app.services.form.blocked_ip"
      addLabel="app.services.form.add_blocked_ip"
      helperText={blockedIgnored ? 'app.services.form.blocked_ips_help_http' : 'app.services.form.blocked_ips_help'}
      placeholder="198.51.100.23"
    />
  </Stack>
);
