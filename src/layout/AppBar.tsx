import GitHubIcon from '@mui/icons-material/GitHub';
import { Box, IconButton, useMediaQuery, type Theme } from '@mui/material';
import { memo } from 'react';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { links } from '../config';
import { PaletteButton } from '../palette';
import { HelpMenu } from './HelpMenu';
import { LanguageMenu } from './LanguageMenu';
import { SignOutButton } from './SignOutButton';
import { ThemeSwitch } from './ThemeSwitch';
import { TopBarMenu } from './TopBarMenu';
import { LazyTooltip } from '../components/LazyTooltip';

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

const Toolbar = () => {
  const translate = useTranslate();
  // On phones the secondary controls share one menu, or the page title would shrink to a few letters.
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <PaletteButton />
      {phone ? <TopBarMenu /> : <SecondaryControls />}
      {/* Its spinner (shown while anything loads) takes the props it does not know: a name for screen readers. */}
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
      <SignOutButton />
    </Box>
  );
};

// The page title echoed in the top bar is not a heading: screens carry their own h1, and pages
// without a <Title> (the not-found page) would otherwise leave an empty heading.
// Memoised: react-admin renders the whole layout again on every navigation, and nothing in the top bar
// depends on the page (its parts follow the contexts they read: title, loading, theme, language).
export const AppBar = memo(() => (
  <RaAppBar toolbar={<Toolbar />} userMenu={false} alwaysOn>
    <TitlePortal component="p" />
  </RaAppBar>
));
AppBar.displayName = 'AppBar';
