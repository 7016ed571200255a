/** Stands in for the command palette when its code could not be loaded: opening it says so. */
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import type { CommandPaletteProps } from './CommandPalette';

export const PaletteUnavailable = ({ open, onClose }: CommandPaletteProps) => {
  const notify = useNotify();
  useEffect(() => {
    if (!open) return;
    notify('app.palette.unavailable', { type: 'error' });
    onClose();
  }, [open, notify, onClose]);
  return null;
};
