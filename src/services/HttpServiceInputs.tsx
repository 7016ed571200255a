/** Inputs of 'Expose HTTP Service on Node' (SPEC §5 HTTP service; API-FACTS §11.9). */
import { TextInput } from 'react-admin';
import type { Node } from '../api/types';
import { NameInput } from '../components/NameInput';
import { BackendInputs } from './BackendInputs';
import { DomainAutocompleteInput } from './DomainAutocompleteInput';
import { DomainOrPathRevalidation } from './DomainOrPathRevalidation';
import { IpListInputs } from './IpListInputs';
import { LifetimeInput } from './LifetimeInput';
import { NodeNameField } from './NodeNameField';
import { RequireAuthInputs } from './RequireAuthInputs';

export const HttpServiceInputs = ({ node }: { node?: Node }) => (
  <>
    <NodeNameField node={node} />
    {/* The name keeps its helper line: an error shown on blur must not push Save away mid-click. */}
    <NameInput label="app.services.form.name" fullWidth autoFocus />
    <DomainAutocompleteInput source="domain" label="app.services.form.domain" helperText="app.services.form.domain_help" />
    <TextInput source="pathLocation" label="app.services.form.path" placeholder="/" fullWidth />
    <BackendInputs protoSource="backendProto" protoLabel="app.services.form.backend_proto" protoChoices={['http', 'https']} node={node} />
    <IpListInputs blockedIgnored />
    <RequireAuthInputs />
    <LifetimeInput />
    <DomainOrPathRevalidation />
  </>
);
