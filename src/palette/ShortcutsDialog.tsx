import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { KeyboardShortcut, useTranslate } from 'react-admin';
import { InfoModal } from '../components';
import { paletteShortcut } from './platform';

const ROWS: [keys: () => string, action: string][] = [
  [() => paletteShortcut().keys, 'app.shortcuts.palette'],
  [() => '?', 'app.shortcuts.help'],
  [() => 'up>down', 'app.shortcuts.move'],
  [() => 'Enter', 'app.shortcuts.run'],
  [() => 'Esc', 'app.shortcuts.back'],
];

export const ShortcutsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <InfoModal open={open} title="app.shortcuts.title" onClose={onClose} closeLabel="app.action.close">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">{translate('app.shortcuts.keys')}</TableCell>
            <TableCell component="th" scope="col">{translate('app.shortcuts.action')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ROWS.map(([keys, action]) => (
            <TableRow key={action}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <KeyboardShortcut keyboardShortcut={keys()} sx={{ opacity: 1 }} />
              </TableCell>
              <TableCell>{translate(action)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </InfoModal>
  );
};
