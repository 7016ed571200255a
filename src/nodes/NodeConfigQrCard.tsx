/** Node details: the 'WireGuard QR code' card around the hidden-until-asked QR code (not for the local node). */
import { Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { Node } from '../api/types';
import { NodeConfigQrCode } from './NodeConfigQrCode';

export const NodeConfigQrCard = ({ node }: { node: Node }) => {
  const translate = useTranslate();
  const titleId = useId();
  if (node.isLocal) return null;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {translate('app.config_qr.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {translate('app.config_qr.intro')}
        </Typography>
        <NodeConfigQrCode node={node} />
      </CardContent>
    </Card>
  );
};
