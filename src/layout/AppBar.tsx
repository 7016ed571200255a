/**
 * Not react-admin's AppBar, which hard-codes SidebarToggleButton, whose MUI Tooltip updates state during
 * React's commit and renders every first screen twice before paint. tests/integration/shell/appBar.test.tsx
 * compares the two.
 */
import GitHubIcon from '@mui/icons-material/GitHub';
import { Box, IconButton, AppBar as MuiAppBar, Toolbar as MuiToolbar, styled, useMediaQuery, type Theme } from '@mui/material';
import { memo } from 'react';
import { AppBarClasses, TitlePortal, useTranslate } from 'react-admin';
import { LazyTooltip } from '../components/LazyTooltip';
import { links } from '../config';
import { PaletteButton } from '../palette';
import { HelpMenu } from './HelpMenu';
import { LanguageMenu } from './LanguageMenu';
import { SignOutButton } from './SignOutButton';
import { ThemeSwitch } from './ThemeSwitch';
import { TopBarMenu } from './TopBarMenu';
import { RefreshButton } from './RefreshButton';
import { SidebarToggle } from './SidebarToggle';

const SecondaryControls = () => {
  const translate = useTranslate();
  const repository = translate('app.appbar.repository');
  return (
    <>
      <LazyTooltip title={repository}>
        <IconButton color="inherit" component="a" href={links.repository} target="_blank" rel="noopener noreferrer" aria-label={repository}>
          <GitHubIcon />
        </IconButton>
      </LazyTooltip>
      <HelpMenu />
      <LanguageMenu />
      <ThemeSwitch />
    </>
  );
};

// On phones the secondary controls share one menu, or the page title would shrink to a few letters.
const Controls = ({ phone }: { phone: boolean }) => (
  <Box sx={{ display: 'flex', alignItems: 'center' }}>
    <PaletteButton />
    {phone ? <TopBarMenu /> : <SecondaryControls />}
    <RefreshButton />
    <SignOutButton />
  </Box>
);

/** react-admin's AppBar styles, under its theme name. */
const StyledAppBar = styled(MuiAppBar, { name: 'RaAppBar', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  [`& .${AppBarClasses.toolbar}`]: {
    padding: `0 ${theme.spacing(1)}`,
    [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
  },
  [`& .${AppBarClasses.menuButton}`]: { marginRight: '0.2em' },
  // react-admin's title box is an inline block, which an ellipsis cannot cut: a long title (a node's name) ends in '…'.
  [`& .${AppBarClasses.title} .RaConfigurable-root`]: { display: 'inline' },
}));

export const AppBar = memo(() => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <div>
      <StyledAppBar className={AppBarClasses.appBar} color="secondary">
        <MuiToolbar disableGutters variant={phone ? 'regular' : 'dense'} className={AppBarClasses.toolbar}>
          <SidebarToggle className={AppBarClasses.menuButton} />
          <TitlePortal component="p" className={AppBarClasses.title} />
          <Controls phone={phone} />
        </MuiToolbar>
      </StyledAppBar>
    </div>
  );
});
AppBar.displayName = 'AppBar';
