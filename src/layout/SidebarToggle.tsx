/**
 * The top bar's menu toggle: react-admin's SidebarToggleButton (its names, icon turn and 500 ms tooltip
 * delay) with a tooltip mounted on first use. react-admin's wraps its button in MUI's Tooltip, which
 * stores the button through a ref callback: a state update during React's commit, which makes React
 * run every pending effect of the first screen and render it again before the browser may paint it.
 */
import MenuIcon from '@mui/icons-material/Menu';
import { IconButton } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { LazyTooltip } from '../components/LazyTooltip';

const TOOLTIP_DELAY_MS = 500;

export const SidebarToggle = ({ className }: { className?: string }) => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  return (
    <LazyTooltip title={translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu')} enterDelay={TOOLTIP_DELAY_MS}>
      <IconButton color="inherit" className={className} onClick={() => setOpen(!open)}>
        <MenuIcon
          sx={(theme) => ({
            transition: theme.transitions.create(['transform'], {
              easing: theme.transitions.easing.sharp,
              duration: theme.transitions.duration.leavingScreen,
            }),
            transform: open ? 'rotate(180deg)' : 'rotate(0deg)',
          })}
        />
      </IconButton>
    </LazyTooltip>
  );
};
