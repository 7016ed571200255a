/**
 * The "⋮" menu of a table row: items with their own visibility rule. The menu itself (a popover, a
 * modal, its items) is built when first opened and kept afterwards (its closing transition, the focus
 * given back): a page of rows does not build ten closed menus to show its first rows.
 */
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useOpenedOnce } from './useOpenedOnce';

export interface RowAction {
  key: string;
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  hidden?: boolean;
  danger?: boolean;
}

export const RowActionsMenu = ({ name, actions }: { name: string; actions: RowAction[] }) => {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor != null);
  const visible = actions.filter((action) => !action.hidden);
  const label = translate('app.action.more_actions', { name });
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {opened && (
        <Menu
          anchorEl={anchor}
          slotProps={{ list: { id: menuId } }}
          open={Boolean(anchor)}
          onClose={() => setAnchor(null)}
          onClick={(event) => event.stopPropagation()}
        >
          {visible.map((action) => (
            <MenuItem
              key={action.key}
              onClick={() => {
                setAnchor(null);
                action.onClick();
              }}
              sx={action.danger ? { color: 'error.main' } : undefined}
            >
              {action.icon && <ListItemIcon sx={action.danger ? { color: 'error.main' } : undefined}>{action.icon}</ListItemIcon>}
              <ListItemText>{translate(action.label, { _: action.label })}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
};
