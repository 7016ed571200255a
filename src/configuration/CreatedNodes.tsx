/**
 * The nodes this visit's runs created, as the node-ready dialog hands over a new node: its one-time
 * access token, its WireGuard configuration, and the dialog itself for the rest of the instructions.
 * A new node has new keys, so its owner must enroll it again.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CopyField } from '../components';
import { NodeReadyDialog, useDownloadConfig } from '../nodes';
import type { CreatedNode } from '../providers/configFile';
import { Section, SubSection } from './Section';

const CreatedNodeItem = ({ node, onInstructions }: { node: CreatedNode; onInstructions: () => void }) => {
  const translate = useTranslate();
  const download = useDownloadConfig(node.id);
  return (
    <SubSection title={node.name}>
      <CopyField label={translate('app.configuration.created.token', { name: node.name })} value={node.token} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} loading={download.isPending} loadingPosition="start" onClick={() => download.mutate()}>
          {translate('app.configuration.created.download')}
        </Button>
        <Button onClick={onInstructions}>{translate('app.configuration.created.instructions')}</Button>
      </Stack>
    </SubSection>
  );
};

export const CreatedNodes = ({ nodes }: { nodes: CreatedNode[] }) => {
  const translate = useTranslate();
  const [shown, setShown] = useState<CreatedNode | null>(null);
  if (nodes.length === 0) return null;
  return (
    <Section title={translate('app.configuration.created.title')}>
      <Typography variant="body2">{translate('app.configuration.created.intro')}</Typography>
      <Box>
        {nodes.map((node) => (
          <CreatedNodeItem key={node.id} node={node} onInstructions={() => setShown(node)} />
        ))}
      </Box>
      <NodeReadyDialog node={shown} onClose={() => setShown(null)} />
    </Section>
  );
};
