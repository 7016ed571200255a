/** The node a service is exposed on, read-only, with its details in a tooltip. */
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Node } from '../api/types';
import { LazyTooltip } from '../components/LazyTooltip';

export const NodeNameField = ({ node }: { node?: Node }) => {
  const translate = useTranslate();
  const details = node
    ? translate('app.services.form.node_details', {
        name: node.name,
        address: node.address,
        gateway: translate(node.isGateway ? 'app.services.form.yes' : 'app.services.form.no'),
      })
    : '';
  return (
    <LazyTooltip title={details} placement="bottom-start" describeChild>
      <TextField
        label={translate('app.services.form.node')}
        value={node?.name ?? ''}
        margin="dense"
        size="small"
        fullWidth
        slotProps={{ input: { readOnly: true } }}
      />
    </LazyTooltip>
  );
};
