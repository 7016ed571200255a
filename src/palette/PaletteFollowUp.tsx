/** The dialogs a palette action opens once the palette has closed, used through their props only. */
import type { RaRecord } from 'react-admin';
import type { Node, Service, ServiceType } from '../api/types';
import { DomainFormDialog } from '../domains';
import { NodeFormDialog, NodeReadyDialog } from '../nodes';
import { ExposeServiceDialog, ServiceCheckDialog } from '../services';

export type FollowUp =
  | { kind: 'add-node' }
  | { kind: 'node-ready'; node: RaRecord }
  | { kind: 'add-domain' }
  | { kind: 'expose'; type: ServiceType; node: Node }
  | { kind: 'check'; type: ServiceType; service: Service };

export const PaletteFollowUp = ({ followUp, onChange }: { followUp: FollowUp | null; onChange: (next: FollowUp | null) => void }) => {
  const close = () => onChange(null);
  switch (followUp?.kind) {
    case 'add-node':
      return <NodeFormDialog open onClose={close} onSaved={(node, created) => created && onChange({ kind: 'node-ready', node })} />;
    case 'node-ready':
      return <NodeReadyDialog node={followUp.node} onClose={close} />;
    case 'add-domain':
      return <DomainFormDialog open onClose={close} />;
    case 'expose':
      return <ExposeServiceDialog open type={followUp.type} node={followUp.node} onClose={close} />;
    case 'check':
      return <ServiceCheckDialog type={followUp.type} service={followUp.service} onClose={close} />;
    default:
      return null;
  }
};
