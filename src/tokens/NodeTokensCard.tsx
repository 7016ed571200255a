/**
 * 'Node Access Tokens': 5 a page (minimum height 230px), Name, Status, Expires, Revoke/Delete, '+ Add Token'.
 * Expires sorts through the gateway (`orderBy`), so the order holds across pages; the reference's database
 * puts tokens without an end (null) before every date when ascending, after them when descending.
 */
import { Box, Button, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { DataTableClasses, Pagination, ReferenceManyField, useTranslate, type RaRecord } from 'react-admin';
import type { Node, PersonalAccessToken } from '../api/types';
import { CompactDataTable, EmptyState, LoadError } from '../components';
import { TruncatedText } from '../components/TruncatedText';
import { constants, naturalOrder } from '../config';
import { TokenCreatedDialog } from './TokenCreatedDialog';
import { TokenExpiry } from './TokenExpiry';
import { TokenFormDialog } from './TokenFormDialog';
import { TokenRowMenu } from './TokenRowMenu';
import { TokenStatusChip } from './TokenStatusChip';

export const NodeTokensCard = ({ node }: { node: Node }) => {
  const translate = useTranslate();
  const [formOpen, setFormOpen] = useState(false);
  const [created, setCreated] = useState<RaRecord | null>(null);
  return (
    <Card component="section" aria-labelledby="node-tokens-title">
      <CardHeader
        title={
          <Typography id="node-tokens-title" variant="h6" component="h2">
            {translate('app.tokens.title')}
          </Typography>
        }
        action={
          <Button variant="outlined" size="small" disabled={Boolean(node.isLocal)} onClick={() => setFormOpen(true)}>
            {translate('app.tokens.add')}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ minHeight: constants.tokenMinTableHeight }}>
          <ReferenceManyField
            reference="pats"
            target="nodeId"
            record={node}
            perPage={constants.tokenPageSize}
            sort={naturalOrder}
            pagination={<Pagination rowsPerPageOptions={[constants.tokenPageSize]} />}
            error={<LoadError />}
          >
            <CompactDataTable
              rowClick={false}
              // On a phone the four columns fit with half the cells' side padding (the first keeps its own, in line with the card).
              sx={{
                [`& .${DataTableClasses.tableWrapper}`]: { overflowX: 'auto' },
                '& .MuiTableCell-root:not(:first-of-type)': { px: { xs: 1, sm: 2 } },
              }}
              empty={<EmptyState title="app.tokens.empty" description="" />}
            >
              <CompactDataTable.Col
                source="name"
                label="app.tokens.fields.name"
                disableSort
                // Cut to no less than 6rem: on a phone the Expires column needs the rest.
                render={(token: PersonalAccessToken) => <TruncatedText text={token.name} minWidth="6rem" />}
              />
              <CompactDataTable.Col
                source="revoked"
                label="app.tokens.fields.status"
                disableSort
                render={(token: PersonalAccessToken) => <TokenStatusChip token={token} />}
              />
              <CompactDataTable.Col
                source="expireAt"
                label="app.tokens.fields.expires"
                render={(token: PersonalAccessToken) => <TokenExpiry token={token} />}
              />
              <CompactDataTable.Col
                label={<Box component="span" sx={visuallyHidden}>{translate('app.tokens.fields.actions')}</Box>}
                disableSort
                align="right"
                render={(token: PersonalAccessToken) => <TokenRowMenu token={token} nodeId={node.id} />}
              />
            </CompactDataTable>
          </ReferenceManyField>
        </Box>
      </CardContent>
      <TokenFormDialog open={formOpen} nodeId={node.id} onClose={() => setFormOpen(false)} onCreated={setCreated} />
      <TokenCreatedDialog token={created} onClose={() => setCreated(null)} />
    </Card>
  );
};
