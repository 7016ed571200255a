import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import type { LogQuery } from '../providers/streams';
import { LogsBreadcrumbs, type Crumb } from './LogsBreadcrumbs';
import { LogViewer } from './LogViewer';

interface Props {
  trail: Crumb[];
  heading: ReactNode;
  query: LogQuery;
  fileBaseName: string;
}

export const LogsScreen = ({ trail, heading, query, fileBaseName }: Props) => (
  <Box sx={{ mt: 2 }}>
    <Title title="app.logs.title" />
    <LogsBreadcrumbs trail={trail} />
    <Typography variant="h6" component="h1" sx={{ mt: 1, mb: 1.5, overflowWrap: 'anywhere' }}>
      {heading}
    </Typography>
    <Card>
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <LogViewer query={query} fileBaseName={fileBaseName} />
      </CardContent>
    </Card>
  </Box>
);
