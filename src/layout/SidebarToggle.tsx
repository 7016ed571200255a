/**
 * Not react-admin's SidebarToggleButton, whose MUI Tooltip sets state during React's commit through a
 * ref callback. tests/integration/shell/appBar.test.tsx compares the two.
 */
import MenuIcon from '@mui/icons-material/Menu';
import { IconButton, styled } from '@mui/material';
import { SidebarToggleButtonClasses, useSidebarState, useTranslate } from 'react-admin';
import { LazyTooltip } from '../components/LazyTooltip';

const TOOLTIP_DELAY_MS = 500;

/** react-admin's button styles, under its theme name: the icon turns as the sidebar opens. */
const StyledIconButton = styled(IconButton, { name: 'RaSidebarToggleButton', overridesResolver: (_props, styles) => styles.root })(({ theme }) => {
  const turn = theme.transitions.create(['transform'], { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen });
  return {
    [`& .${SidebarToggleButtonClasses.menuButtonIconClosed}`]: { transition: turn, transform: 'rotate(0deg)' },
    [`& .${SidebarToggleButtonClasses.menuButtonIconOpen}`]: { transition: turn, transform: 'rotate(180deg)' },
  };
});

export const SidebarToggle = ({ className }: { className?: string }) => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  return (
    <LazyTooltip title={translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu', { _: 'Open/Close menu' })} enterDelay={TOOLTIP_DELAY_MS}>
      <StyledIconButton color="inherit" className={className} onClick={() => setOpen(!open)}>
        <MenuIcon classes={{ root: open ? SidebarToggleButtonClasses.menuButtonIconOpen : SidebarToggleButtonClasses.menuButtonIconClosed }} />
      </StyledIconButton>
    </LazyTooltip>
  );
};
