/**
 * 'Client / Node Configuration': create or edit a node. A create toasts nothing: its answer, with the
 * one-time token, goes to `onSaved` so that the caller can open the node-ready dialog.
 */
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { BooleanInput, NumberInput, ResourceContextProvider, TextInput, useInput, useTranslate, type RaRecord } from 'react-admin';
import { nodeFormSchema, nodeFormSchemaFor } from '../api/schemas';
import type { Node } from '../api/types';
import { NameInput } from '../components';
import { FormModal } from '../components/FormModal';
import { useUniqueName } from '../components/useUniqueName';
import { constants } from '../config';
import { GatewayNetworksInput } from './GatewayNetworksInput';
import { RUNTIME_KEYS } from '../providers/live';

export const newNodeDefaults = () => ({
  name: '',
  dns: '',
  address: '',
  isGateway: false,
  allowInternet: false,
  advanced: false,
  keepalive: constants.defaultKeepalive,
  gatewayNetworks: null,
});

const FormModeToggle = () => {
  const translate = useTranslate();
  const { field } = useInput({ source: 'advanced' });
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={field.value ? 'advanced' : 'simple'}
      onChange={(_, mode: string | null) => mode && field.onChange(mode === 'advanced')}
      aria-label={translate('app.nodes.form.mode')}
      sx={{ mb: 1, '& .MuiToggleButton-root': { textTransform: 'none' } }}
    >
      <ToggleButton value="simple">{translate('app.nodes.form.simple')}</ToggleButton>
      <ToggleButton value="advanced">{translate('app.nodes.form.advanced')}</ToggleButton>
    </ToggleButtonGroup>
  );
};

const NodeFormFields = ({ hasAddress }: { hasAddress: boolean }) => {
  const translate = useTranslate();
  const advanced = Boolean(useWatch({ name: 'advanced' }));
  return (
    <>
      <FormModeToggle />
      <NameInput label="app.nodes.form.name" placeholder={translate('app.nodes.form.name_placeholder')} isRequired fullWidth autoFocus />
      {hasAddress ? (
        <TextInput source="address" label="app.nodes.form.address" helperText="app.nodes.form.address_readonly" readOnly fullWidth />
      ) : (
        advanced && (
          <TextInput source="address" label="app.nodes.form.address_optional" helperText="app.nodes.form.address_helper" fullWidth />
        )
      )}
      {advanced && (
        <>
          <TextInput source="dns" label="app.nodes.form.dns" helperText="app.nodes.form.dns_helper" fullWidth />
          <NumberInput source="keepalive" label="app.nodes.form.keepalive" helperText="app.nodes.form.keepalive_helper" min={0} max={120} fullWidth />
        </>
      )}
      <GatewayNetworksInput advanced={advanced} />
      <BooleanInput source="allowInternet" label="app.nodes.form.allow_internet" helperText="app.nodes.form.allow_internet_helper" />
    </>
  );
};

/**
 * The node without its live fields. react-admin resets a form whenever its record changes, and the
 * details page merges streamed status and traffic into the node every second: typed values would be lost.
 */
const withoutRuntime = (node: Node): Partial<Node> =>
  Object.fromEntries(Object.entries(node).filter(([key]) => !(RUNTIME_KEYS as readonly string[]).includes(key)));

export interface NodeFormDialogProps {
  open: boolean;
  /** The node to edit; absent for a new node. */
  node?: Node;
  onClose: () => void;
  onSaved?: (node: RaRecord, created: boolean) => void;
}

/** Not a gateway: no networks (the reference wants null then). */
const withoutStrayNetworks = (values: Record<string, unknown>) => (values.isGateway ? values : { ...values, gatewayNetworks: null });

export const NodeFormModal = ({ open, node, onClose, onSaved }: NodeFormDialogProps) => {
  const storedName = node?.name;
  // A name longer than the forms take, made through the API or the CLI, may stay as it is.
  const fieldRules = useMemo(() => (storedName === undefined ? nodeFormSchema : nodeFormSchemaFor(storedName)), [storedName]);
  const schema = useUniqueName(fieldRules, { resource: 'nodes', record: node });
  return (
    // The form is also opened outside the nodes resource (home page); its inputs need the resource.
    <ResourceContextProvider value="nodes">
      <FormModal
        open={open}
        title="app.nodes.form.title"
        size="medium"
        resource="nodes"
        schema={schema}
        record={node ? withoutRuntime(node) : newNodeDefaults()}
        transform={withoutStrayNetworks}
        successMessage={{ updated: 'app.nodes.notify.updated' }}
        onSaved={(saved, created) => {
          onClose();
          onSaved?.(saved, created);
        }}
        onClose={onClose}
      >
        <NodeFormFields hasAddress={Boolean(node?.address)} />
      </FormModal>
    </ResourceContextProvider>
  );
};
