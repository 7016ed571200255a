/** The Domains page (SPEC §2): an expandable table whose rows open the domain's HTTP and TCP service cards. */
import AddIcon from '@mui/icons-material/Add';
import LanguageIcon from '@mui/icons-material/Language';
import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { Button, DataTableBody, DataTableClasses, List, SelectField, TopToolbar, useTranslate } from 'react-admin';
import type { Domain } from '../api/types';
import { CompactDataTable, EmptyState, ListEmptyState, ListPagination, ListSearchInput, LoadError, useFormat, WholeListNotice } from '../components';
import { DomainExpand } from './DomainExpand';
import { DOMAIN_LIST_FIRST_PAGE } from './domainListFirstPage';
import { DomainExpandToggle } from './DomainExpandToggle';
import { DomainFormDialog } from './DomainFormDialog';
import { DomainLink } from './DomainLink';
import { DomainRowActions } from './DomainRowActions';
import { sslChoices } from './sslChoices';

interface FormState {
  open: boolean;
  record?: Domain;
}

const DomainList = () => {
  const translate = useTranslate();
  const format = useFormat();
  const [form, setForm] = useState<FormState>({ open: false });
  const add = () => setForm({ open: true });
  const edit = (record: Domain) => setForm({ open: true, record });
  const noDomains = (
    <EmptyState
      icon={<LanguageIcon />}
      title="app.domains.empty.title"
      description="app.domains.empty.description"
      actionLabel="app.domains.empty.action"
      onAction={add}
    />
  );

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('app.domains.title')}
      </Typography>
      <List
        resource="domains"
        title="app.domains.title"
        perPage={DOMAIN_LIST_FIRST_PAGE.pagination.perPage}
        filters={<ListSearchInput label={translate('app.domains.search_label')} />}
        sort={DOMAIN_LIST_FIRST_PAGE.sort}
        actions={
          <TopToolbar>
            <Button label="app.domains.add" variant="contained" onClick={add}>
              <AddIcon />
            </Button>
          </TopToolbar>
        }
        empty={noDomains}
        pagination={<ListPagination rowsPerPageOptions={[]} />}
        error={<LoadError />}
      >
        <WholeListNotice />
        {/* react-admin's own rows, which render expand panels. */}
        <CompactDataTable
          body={DataTableBody}
          expand={<DomainExpand />}
          rowClick="expand"
          empty={<ListEmptyState empty={noDomains} noMatchTitle="app.domains.no_match" />}
          // The accessible toggle column below replaces react-admin's hidden expand icon.
          sx={{
            [`& .${DataTableClasses.expandIconCell}, & .${DataTableClasses.expandHeader}`]: { display: 'none' },
            '& .expand-toggle': { width: 48, pr: 0 },
            // Phones keep the domain and its menu; the rest is in the form.
            '& .column-ssl, & .column-created_at': { display: { xs: 'none', sm: 'table-cell' } },
          }}
        >
          <CompactDataTable.Col
            label={<Box component="span" sx={visuallyHidden}>{translate('app.domains.fields.services')}</Box>}
            cellClassName="expand-toggle"
            headerClassName="expand-toggle"
          >
            <DomainExpandToggle />
          </CompactDataTable.Col>
          <CompactDataTable.Col source="domain" label="app.domains.fields.domain">
            <DomainLink />
          </CompactDataTable.Col>
          <CompactDataTable.Col source="ssl" label="app.domains.fields.ssl">
            <SelectField source="ssl" choices={sslChoices} />
          </CompactDataTable.Col>
          <CompactDataTable.Col<Domain> source="created_at" label="app.domains.fields.created_at" render={(record) => format.date(record.created_at)} />
          <CompactDataTable.Col label="app.action.actions">
            <DomainRowActions onEdit={edit} />
          </CompactDataTable.Col>
        </CompactDataTable>
      </List>
      <DomainFormDialog
        key={form.record?.id ?? 'new'}
        open={form.open}
        record={form.record}
        onClose={() => setForm((state) => ({ ...state, open: false }))}
      />
    </>
  );
};

export default DomainList;
