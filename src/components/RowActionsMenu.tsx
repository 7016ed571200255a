/**
 * A row's "⋮" menu. An item's `dialog` owns its confirmation or form, its request and its toast, and
 * closes itself with useCloseRowDialog().
 */
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, type MenuItemProps } from '@mui/material';
import { Children, createContext, isValidElement, useCallback, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useOpenedOnce } from './useOpenedOnce';

export interface RowItem {
  /** An i18n key (or a text). */
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  to?: string;
  onClick?: () => void;
  dialog?: ReactNode;
}

interface RowMenuControls {
  close: () => void;
  show: (label: string, dialog: ReactNode) => void;
}

const RowMenuContext = createContext<RowMenuControls | null>(null);

const CloseRowDialogContext = createContext<(() => void) | null>(null);

/**
 * How a dialog a RowMenuItem showed closes: it is unmounted, so that the page (and the toast its action
 * raised) is not hidden from screen readers during a closing transition.
 */
export const useCloseRowDialog = (): (() => void) => {
  const close = useContext(CloseRowDialogContext);
  if (!close) throw new Error('useCloseRowDialog is for a dialog shown by a RowMenuItem');
  return close;
};

/** MenuList gives its first item the focus through these props, so an item passes them on. */
type GivenByMenuList = Pick<MenuItemProps, 'autoFocus' | 'tabIndex'>;

export const RowMenuItem = ({ label, icon, danger, to, onClick, dialog, ...given }: RowItem & GivenByMenuList) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const menu = useContext(RowMenuContext);
  if (!menu) throw new Error('RowMenuItem is a child of RowMenu');
  const color = danger ? { color: 'error.main' } : undefined;
  return (
    <MenuItem
      {...given}
      onClick={() => {
        menu.close();
        if (dialog) menu.show(label, dialog);
        if (to) navigate(to);
        onClick?.();
      }}
      sx={color}
    >
      {icon && <ListItemIcon sx={color}>{icon}</ListItemIcon>}
      <ListItemText>{translate(label, { _: label })}</ListItemText>
    </MenuItem>
  );
};

const dialogOf = (children: ReactNode, label: string): ReactNode => {
  const item = Children.toArray(children).find((child) => isValidElement<RowItem>(child) && child.props.label === label);
  return isValidElement<RowItem>(item) ? item.props.dialog : undefined;
};

interface Shown {
  label: string;
  dialog: ReactNode;
}

/**
 * Built the first time it is opened, as a list renders up to 100 rows. The chosen item's dialog lives
 * beside the menu, so that it stays when the menu closes and none of the menu's keys reach it.
 */
export const RowMenu = ({ name, children }: { name: string; children: ReactNode }) => {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const opened = useOpenedOnce(open);
  const [shown, setShown] = useState<Shown | null>(null);
  const controls = useMemo<RowMenuControls>(
    () => ({
      close: () => setAnchor(null),
      show: (label, dialog) => setShown({ label, dialog }),
    }),
    [],
  );
  const closeDialog = useCallback(() => setShown(null), []);
  // A dialog follows what its item gives (the row's latest data) while the item is in the menu; once
  // the item is gone (Connect became Disconnect), it keeps what it last had.
  const given = shown && dialogOf(children, shown.label);
  if (shown && given && given !== shown.dialog) setShown({ ...shown, dialog: given });
  return (
    <>
      <IconButton
        aria-label={translate('app.action.more_actions', { name })}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {opened && (
        <RowMenuContext.Provider value={controls}>
          <Menu anchorEl={anchor} slotProps={{ list: { id: menuId } }} open={open} onClose={controls.close} onClick={(event) => event.stopPropagation()}>
            {children}
          </Menu>
        </RowMenuContext.Provider>
      )}
      {shown && (
        <CloseRowDialogContext.Provider value={closeDialog}>{shown.dialog}</CloseRowDialogContext.Provider>
      )}
    </>
  );
};

export interface RowAction extends RowItem {
  key: string;
  hidden?: boolean;
}

export const RowActionsMenu = ({ name, actions }: { name: string; actions: RowAction[] }) => (
  <RowMenu name={name}>
    {actions.filter((action) => !action.hidden).map(({ key, hidden: _hidden, ...item }) => (
      <RowMenuItem key={key} {...item} />
    ))}
  </RowMenu>
);
