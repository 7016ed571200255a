/** The top bar's way into the command palette, for mouse and touch users (keyboard: Ctrl+K / ⌘K). */
import SearchIcon from '@mui/icons-material/Search';
import { IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePalette } from './PaletteContext';
import { paletteShortcut } from './platform';
import { LazyTooltip } from '../components/LazyTooltip';

export const PaletteButton = () => {
  const translate = useTranslate();
  const { openPalette } = usePalette();
  const shortcut = paletteShortcut();
  return (
    <LazyTooltip title={translate('app.palette.open_shortcut', { shortcut: shortcut.text })}>
      <IconButton color="inherit" onClick={openPalette} aria-label={translate('app.palette.open')} aria-keyshortcuts={shortcut.aria} aria-haspopup="dialog">
        <SearchIcon />
      </IconButton>
    </LazyTooltip>
  );
};
