/** Kept once opened, so that a menu or dialog closes with its transition and gives the focus back. */
import { useState } from 'react';

export const useOpenedOnce = (open: boolean): boolean => {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
};
