/**
 * Inputs of 'Expose TCP Service on Node' (SPEC §5 TCP service): the public port is optional and, when
 * empty, assigned by the gateway from its port range, which the field says.
 */
import { BooleanInput, NumberInput, useTranslate } from 'react-admin';
import type { Node } from '../api/types';
import { NameInput } from '../components/NameInput';
import { BackendInputs } from './BackendInputs';
import { DomainAutocompleteInput } from './DomainAutocompleteInput';
import { IpListInputs } from './IpListInputs';
import { LifetimeInput } from './LifetimeInput';
import { NodeNameField } from './NodeNameField';

export const TcpServiceInputs = ({ node }: { node?: Node }) => {
  const translate = useTranslate();
  return (
  <>
    <NodeNameField node={node} />
    {/* The name keeps its helper line: an error shown on blur must not push Save away mid-click. */}
    <NameInput label="app.services.form.name" fullWidth autoFocus />
    <DomainAutocompleteInput source="domain" label="app.services.form.domain_optional" helperText="app.services.form.domain_help" />
    <NumberInput
      source="port"
      label="app.services.form.port"
      placeholder={translate('app.services.form.port_placeholder')}
      helperText="app.services.form.port_help"
      min={1}
      max={65535}
      step={1}
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
    <BooleanInput source="ssl" label="app.services.form.ssl" helperText="app.services.form.ssl_help" />
    <BackendInputs protoSource="proto" protoLabel="app.services.form.proto" protoChoices={['tcp', 'udp']} node={node} />
    <IpListInputs />
    <LifetimeInput />
  </>
  );
};
