import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { links } from '../config';
import { useOpenedOnce } from '../components/useOpenedOnce';
import { ResetDemoItem } from './ResetDemoItem';
import { LazyTooltip } from '../components/LazyTooltip';

/** The help menu's links, also listed in the phone top bar's menu. */
export const helpLinks = [
  { label: 'app.appbar.documentation', href: links.documentation },
  { label: 'app.appbar.contact', href: links.contact },
] as const;

export const HelpMenu = () => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor != null);
  const label = translate('app.appbar.help');
  const close = () => setAnchor(null);
  return (
    <>
      <LazyTooltip title={label}>
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
      </LazyTooltip>
      {opened && (
        <Menu anchorEl={anchor} slotProps={{ list: { id: 'help-menu' } }} open={Boolean(anchor)} onClose={close}>
          {helpLinks.map(({ label: text, href }) => (
            <MenuItem key={href} component="a" href={href} target="_blank" rel="noopener noreferrer" onClick={close}>
              {translate(text)}
            </MenuItem>
          ))}
          <ResetDemoItem onDone={close} />
        </Menu>
      )}
    </>
  );
};
