/** One menu for the secondary controls on phones, so that the page title keeps its room. */
import GitHubIcon from '@mui/icons-material/GitHub';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import TranslateIcon from '@mui/icons-material/Translate';
import { Divider, IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { links } from '../config';
import { helpLinks } from './HelpMenu';
import { useLanguageChoice } from './LanguageMenu';
import { ResetDemoItem } from './ResetDemoItem';
import { useThemeSwitch } from './ThemeSwitch';
import { LazyTooltip } from '../components/LazyTooltip';

export const TopBarMenu = () => {
  const translate = useTranslate();
  const theme = useThemeSwitch();
  const { locales, locale, choose } = useLanguageChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = translate('app.appbar.more');
  const close = () => setAnchor(null);
  const external = { component: 'a', target: '_blank', rel: 'noopener noreferrer', onClick: close } as const;
  return (
    <>
      <LazyTooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      </LazyTooltip>
      <Menu anchorEl={anchor} slotProps={{ list: { id: menuId } }} open={Boolean(anchor)} onClose={close}>
        <MenuItem {...external} href={links.repository}>
          <ListItemIcon>
            <GitHubIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.appbar.repository')}
        </MenuItem>
        {helpLinks.map(({ label: text, href }) => (
          <MenuItem key={href} {...external} href={href}>
            {translate(text)}
          </MenuItem>
        ))}
        <ResetDemoItem onDone={close} />
        <Divider />
        {/* Stays open: the item's new label shows the mode just chosen. */}
        <MenuItem onClick={theme.next}>
          <ListItemIcon>{theme.icon}</ListItemIcon>
          {theme.label}
        </MenuItem>
        {locales.length > 1 && <Divider />}
        {locales.length > 1 &&
          locales.map((entry) => (
            <MenuItem
              key={entry.locale}
              lang={entry.locale}
              role="menuitemradio"
              aria-checked={entry.locale === locale}
              selected={entry.locale === locale}
              onClick={() => {
                close();
                choose(entry.locale);
              }}
            >
              {/* A heading inside a menu is not allowed (ARIA): the icon says what the choices are. */}
              <ListItemIcon>
                <TranslateIcon fontSize="small" />
              </ListItemIcon>
              {entry.name}
            </MenuItem>
          ))}
      </Menu>
    </>
  );
};
