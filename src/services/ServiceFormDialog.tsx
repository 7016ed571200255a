/**
 * Create or edit a service of `nodeId` in its form modal; on success hands the saved service to
 * `onSaved`. 422 answers land on their fields and the typed values stay (react-admin's Create/EditBase).
 */
import { useMemo } from 'react';
import { ResourceContextProvider, useGetOne } from 'react-admin';
import { httpServiceFormSchema, httpServiceFormSchemaFor, onLocalNode, tcpServiceFormSchema, tcpServiceFormSchemaFor } from '../api/schemas';
import type { Node, Service, ServiceType } from '../api/types';
import { FormModal, type FormModalProps } from '../components/FormModal';
import { useUniqueName } from '../components/useUniqueName';
import { HttpServiceInputs } from './HttpServiceInputs';
import { formTitle, newService, resourceOf } from './serviceKinds';
import { TcpServiceInputs } from './TcpServiceInputs';

const schemas: Record<ServiceType, FormModalProps['schema']> = {
  http: httpServiceFormSchema as unknown as FormModalProps['schema'],
  tcp: tcpServiceFormSchema as unknown as FormModalProps['schema'],
};

/** An edit's schema: a name longer than the forms take, made through the API or the CLI, may stay as it is. */
const editSchemas: Record<ServiceType, (storedName: string) => FormModalProps['schema']> = {
  http: (storedName) => httpServiceFormSchemaFor(storedName) as unknown as FormModalProps['schema'],
  tcp: (storedName) => tcpServiceFormSchemaFor(storedName) as unknown as FormModalProps['schema'],
};

export interface ServiceFormDialogProps {
  open: boolean;
  type: ServiceType;
  nodeId: number;
  /** The node when the caller has it; otherwise it is fetched. */
  node?: Node;
  record?: Service;
  onClose: () => void;
  onSaved: (service: Service) => void;
}

/**
 * A new HTTP service whose Backend Port was cleared gets SPEC's default: the reference gateway refuses a
 * create without a port with a raw Node.js error. On an edit, an absent port keeps the stored one.
 */
const withDefaultHttpPort = (values: Record<string, unknown>) =>
  values.backendPort == null ? { ...values, backendPort: newService.http.backendPort } : values;

export const ServiceFormDialog = ({ open, type, nodeId, node, record, onClose, onSaved }: ServiceFormDialogProps) => {
  const resource = resourceOf(type);
  const { data: fetchedNode } = useGetOne<Node>('nodes', { id: nodeId }, { enabled: open && !node });
  const knownNode = node ?? fetchedNode;
  const storedName = record?.name;
  const onGatewayItself = Boolean(knownNode?.isLocal) && !record;
  const fieldRules = useMemo(() => {
    const base = storedName === undefined ? schemas[type] : editSchemas[type](storedName);
    return onGatewayItself ? onLocalNode(base) : base;
  }, [type, storedName, onGatewayItself]);
  const schema = useUniqueName(fieldRules, { resource, nodeId, record });
  return (
    <ResourceContextProvider value={resource}>
      <FormModal
        open={open}
        title={formTitle[type]}
        size="large"
        resource={resource}
        meta={{ nodeId }}
        schema={schema}
        record={record ?? newService[type]}
        transform={type === 'http' && !record ? withDefaultHttpPort : undefined}
        onSaved={(saved) => onSaved(saved as Service)}
        onClose={onClose}
      >
        {type === 'http' ? <HttpServiceInputs node={knownNode} /> : <TcpServiceInputs node={knownNode} />}
      </FormModal>
    </ResourceContextProvider>
  );
};
