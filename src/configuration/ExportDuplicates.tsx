/**
 * After an export: the names this gateway holds that a file cannot tell apart (a plan refuses such a
 * file), each with how to fix it and a link to where: the nodes of that name, or the node of those services.
 */
import { Alert, Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { appRoutes } from '../appRoutes';
import { duplicateMessage, type DuplicateName } from '../providers/configFile';
import { useMessageText } from './useMessageText';

const DuplicateLine = ({ duplicate }: { duplicate: DuplicateName }) => {
  const translate = useTranslate();
  const messageText = useMessageText();
  const text = messageText(duplicateMessage(duplicate));
  const link =
    duplicate.kind === 'node' || duplicate.kind === 'local'
      ? { to: appRoutes.nodesWhere({ q: duplicate.name }), label: translate('app.configuration.export.duplicates.show_nodes', { name: duplicate.name }) }
      : duplicate.kind === 'http' || duplicate.kind === 'tcp'
        ? { to: appRoutes.node(duplicate.nodeId), label: translate('app.configuration.export.duplicates.show_node', { node: duplicate.node }) }
        : null;
  return (
    <Typography component="li" variant="body2">
      {text}{' '}
      {link && (
        <Link component={RouterLink} to={link.to}>
          {link.label}
        </Link>
      )}
    </Typography>
  );
};

export const ExportDuplicates = ({ duplicates }: { duplicates: DuplicateName[] }) => {
  const translate = useTranslate();
  if (duplicates.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1, minWidth: 0 }}>
      <Typography variant="body2">{translate('app.configuration.export.duplicates.title')}</Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, overflowWrap: 'anywhere' }}>
        {duplicates.map((duplicate, index) => (
          <DuplicateLine key={index} duplicate={duplicate} />
        ))}
      </Box>
    </Alert>
  );
};
