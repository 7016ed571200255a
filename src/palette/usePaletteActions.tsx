import AddIcon from '@mui/icons-material/Add';
import BrightnessIcon from '@mui/icons-material/Brightness6';
import DomainAddIcon from '@mui/icons-material/DomainAdd';
import HttpIcon from '@mui/icons-material/Http';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsBackupRestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import { useTranslate } from 'react-admin';
import type { ServiceType } from '../api/types';
import { useSignOut } from '../components/useSignOut';
import { useThemeMode } from '../components/useThemeMode';
import { matches, type PaletteEntry } from './paletteEntry';

export interface PaletteActionHandlers {
  addNode: () => void;
  addDomain: () => void;
  /** Asks for the node the new service goes on. */
  expose: (type: ServiceType) => void;
  openConfiguration: () => void;
  showShortcuts: () => void;
  /** Closes the palette (before the actions that need nothing more). */
  close: () => void;
}

export const usePaletteActions = (filter: string, handlers: PaletteActionHandlers): PaletteEntry[] => {
  const translate = useTranslate();
  const theme = useThemeMode();
  const { signOut } = useSignOut();
  const closing = (run: () => void) => () => {
    handlers.close();
    run();
  };
  const actions: PaletteEntry[] = [
    { key: 'add-node', group: 'actions', label: translate('app.palette.actions.add_node'), icon: <AddIcon />, run: closing(handlers.addNode) },
    { key: 'add-domain', group: 'actions', label: translate('app.palette.actions.add_domain'), icon: <DomainAddIcon />, run: closing(handlers.addDomain) },
    { key: 'expose-http', group: 'actions', label: translate('app.palette.actions.expose_http'), icon: <HttpIcon />, run: () => handlers.expose('http') },
    { key: 'expose-tcp', group: 'actions', label: translate('app.palette.actions.expose_tcp'), icon: <SettingsEthernetIcon />, run: () => handlers.expose('tcp') },
    {
      key: 'configuration',
      group: 'actions',
      label: translate('app.palette.actions.configuration'),
      icon: <SettingsBackupRestoreIcon />,
      run: handlers.openConfiguration,
    },
    {
      key: 'theme',
      group: 'actions',
      label: translate('app.palette.actions.theme', { mode: translate(`app.appbar.theme_${theme.next}`) }),
      icon: <BrightnessIcon />,
      run: closing(theme.cycle),
    },
    { key: 'shortcuts', group: 'actions', label: translate('app.palette.actions.shortcuts'), icon: <KeyboardIcon />, run: closing(handlers.showShortcuts) },
    { key: 'sign-out', group: 'actions', label: translate('app.auth.sign_out'), icon: <LogoutIcon />, run: closing(() => void signOut()) },
  ];
  const term = filter.trim();
  return term ? actions.filter((action) => matches(action.label, term)) : actions;
};
