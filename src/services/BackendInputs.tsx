/**
 * Backend protocol, host and port. Only gateways and the local node forward to another host; for any
 * other node the host stays empty (the gateway proxies to the node's tunnel address).
 */
import { Stack } from '@mui/material';
import { NumberInput, RadioButtonGroupInput, TextInput } from 'react-admin';
import type { Node } from '../api/types';

export interface BackendInputsProps {
  /** `backendProto` (HTTP) or `proto` (TCP). */
  protoSource: 'backendProto' | 'proto';
  protoLabel: string;
  protoChoices: string[];
  node?: Node;
}

export const BackendInputs = ({ protoSource, protoLabel, protoChoices, node }: BackendInputsProps) => {
  const canChooseHost = Boolean(node && (node.isGateway || node.isLocal));
  return (
    <>
      <RadioButtonGroupInput
        source={protoSource}
        label={protoLabel}
        choices={protoChoices.map((proto) => ({ id: proto, name: `${proto}://` }))}
        translateChoice={false}
        helperText={false}
        row
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextInput
          source="backendHost"
          label="app.services.form.backend_host"
          placeholder="192.168.1.10"
          readOnly={!canChooseHost}
          helperText={canChooseHost ? false : 'app.services.form.backend_host_help'}
          sx={{ flex: 2 }}
        />
        <NumberInput source="backendPort" label="app.services.form.backend_port" min={1} max={65535} step={1} sx={{ flex: 1 }} />
      </Stack>
    </>
  );
};
