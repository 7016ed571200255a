/** The "⋮" menu of a table row: items with their own visibility rule. */
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface RowAction {
  key: string;
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  hidden?: boolean;
  danger?: boolean;
}

/** What the menu of a row needs to show itself: where it opens (null: closed) and how it closes. */
export interface RowMenuState {
  menuId: string;
  anchor: HTMLElement | null;
  close: () => void;
}

const MoreActionsButton = ({ name, menuId, open, onOpen }: { name: string; menuId: string; open: boolean; onOpen: (button: HTMLElement) => void }) => {
  const translate = useTranslate();
  return (
    <IconButton
      aria-label={translate('app.action.more_actions', { name })}
      aria-haspopup="menu"
      aria-controls={open ? menuId : undefined}
      aria-expanded={open ? 'true' : undefined}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(event.currentTarget);
      }}
      size="small"
    >
      <MoreVertIcon fontSize="small" />
    </IconButton>
  );
};

/** The menu itself: the visible actions, open while `anchor` is set. */
export const RowActionsList = ({ menuId, anchor, close, actions }: RowMenuState & { actions: RowAction[] }) => {
  const translate = useTranslate();
  const visible = actions.filter((action) => !action.hidden);
  return (
    <Menu anchorEl={anchor} slotProps={{ list: { id: menuId } }} open={Boolean(anchor)} onClose={close} onClick={(event) => event.stopPropagation()}>
      {visible.map((action) => (
        <MenuItem
          key={action.key}
          onClick={() => {
            close();
            action.onClick();
          }}
          sx={action.danger ? { color: 'error.main' } : undefined}
        >
          {action.icon && <ListItemIcon sx={action.danger ? { color: 'error.main' } : undefined}>{action.icon}</ListItemIcon>}
          <ListItemText>{translate(action.label, { _: action.label })}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
};

const useRowMenu = () => {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return { menuId, anchor, setAnchor, close: () => setAnchor(null) };
};

export const RowActionsMenu = ({ name, actions }: { name: string; actions: RowAction[] }) => {
  const { menuId, anchor, setAnchor, close } = useRowMenu();
  return (
    <>
      <MoreActionsButton name={name} menuId={menuId} open={Boolean(anchor)} onOpen={setAnchor} />
      <RowActionsList menuId={menuId} anchor={anchor} close={close} actions={actions} />
    </>
  );
};

/**
 * The same button and menu, for rows whose actions are costly to set up (hooks, mutations, dialogs,
 * repeated on every row of a long page): `children` renders the RowActionsList (and any dialogs) only
 * from the first time the menu is opened, then stays mounted (a dialog outlives the menu).
 */
export const DeferredRowActionsMenu = ({ name, children }: { name: string; children: (menu: RowMenuState) => ReactNode }) => {
  const { menuId, anchor, setAnchor, close } = useRowMenu();
  const [used, setUsed] = useState(false);
  return (
    <>
      <MoreActionsButton
        name={name}
        menuId={menuId}
        open={Boolean(anchor)}
        onOpen={(button) => {
          setUsed(true);
          setAnchor(button);
        }}
      />
      {used && children({ menuId, anchor, close })}
    </>
  );
};
