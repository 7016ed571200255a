/**
 * A focusable toggle for a domain row's services: react-admin's own expand icon is hidden from assistive
 * technology and the keyboard. It points at the panel react-admin's row renders (`<resource>-<id>-expand`).
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { IconButton } from '@mui/material';
import { useExpanded, useRecordContext, useTranslate } from 'react-admin';
import type { Domain } from '../api/types';

export const DomainExpandToggle = () => {
  const record = useRecordContext<Domain>();
  const translate = useTranslate();
  const [expanded, toggle] = useExpanded('domains', record?.id ?? '');
  if (!record) return null;
  return (
    <IconButton
      size="small"
      aria-expanded={expanded}
      aria-controls={`domains-${record.id}-expand`}
      aria-label={translate(expanded ? 'app.domains.hide_services' : 'app.domains.show_services', { domain: record.domain })}
      onClick={(event) => {
        event.stopPropagation();
        toggle();
      }}
    >
      <ExpandMoreIcon
        fontSize="small"
        sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }}
      />
    </IconButton>
  );
};
