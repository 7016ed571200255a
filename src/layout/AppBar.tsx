import GitHubIcon from '@mui/icons-material/GitHub';
import { Box, IconButton, AppBar as MuiAppBar, Toolbar as MuiToolbar, styled, useMediaQuery, type Theme } from '@mui/material';
import { memo } from 'react';
import { TitlePortal, useTranslate } from 'react-admin';
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

/** react-admin's AppBar's classes and styles (the theme's `RaAppBar` overrides apply to it). */
const classes = { appBar: 'RaAppBar-appBar', toolbar: 'RaAppBar-toolbar', menuButton: 'RaAppBar-menuButton' };
const StyledAppBar = styled(MuiAppBar, { name: 'RaAppBar', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  [`& .${classes.toolbar}`]: {
    padding: `0 ${theme.spacing(1)}`,
    [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
  },
  [`& .${classes.menuButton}`]: { marginRight: '0.2em' },
}));

// react-admin's AppBar, always on, laid out as its own (menu toggle, page title, controls), with the
// toggle and refresh buttons whose tooltips mount on first use (see SidebarToggle.tsx).
// The page title echoed in the top bar is not a heading: screens carry their own h1, and pages
// without a <Title> (the not-found page) would otherwise leave an empty heading.
// Memoised: react-admin renders the whole layout again on every navigation, and nothing in the top bar
// depends on the page (its parts follow the contexts they read: title, loading, theme, language).
export const AppBar = memo(() => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <div>
      <StyledAppBar className={classes.appBar} color="secondary">
        <MuiToolbar disableGutters variant={phone ? 'regular' : 'dense'} className={classes.toolbar}>
          <SidebarToggle className={classes.menuButton} />
          <TitlePortal component="p" />
          <Controls phone={phone} />
        </MuiToolbar>
      </StyledAppBar>
    </div>
  );
});
AppBar.displayName = 'AppBar';
