/** The live connection facts of a non-local node. */
import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Node } from '../api/types';
import { useFormat } from '../components';

export const NodeInfoTable = ({ node }: { node: Node }) => {
  const translate = useTranslate();
  const format = useFormat();
  const rows: [string, string][] = [
    ['app.nodes.details.client_ip', node.clientIp || '-'],
    ['app.nodes.details.latest_handshake', format.relative(node.latestHandshakeTimestamp)],
    // Received before Transmitted, as in the nodes list.
    ['app.nodes.details.received', format.bytes(node.transferRx)],
    ['app.nodes.details.transmitted', format.bytes(node.transferTx)],
    ['app.nodes.details.allow_internet', translate(node.allowInternet ? 'app.nodes.details.yes' : 'app.nodes.details.no')],
  ];
  return (
    <Table size="small" aria-label={translate('app.nodes.details.info')}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: { sm: '40%' } }}>
              {translate(label)}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
