import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { links } from '../config';
import { ResetDemoItem } from './ResetDemoItem';

export const HelpMenu = () => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('app.appbar.help');
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? 'help-menu' : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <HelpOutlineIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} slotProps={{ list: { id: 'help-menu' } }} open={Boolean(anchor)} onClose={close}>
        <MenuItem component="a" href={links.documentation} target="_blank" rel="noopener noreferrer" onClick={close}>
          {translate('app.appbar.documentation')}
        </MenuItem>
        <MenuItem component="a" href={links.contact} target="_blank" rel="noopener noreferrer" onClick={close}>
          {translate('app.appbar.contact')}
        </MenuItem>
        <ResetDemoItem onDone={close} />
      </Menu>
    </>
  );
};
