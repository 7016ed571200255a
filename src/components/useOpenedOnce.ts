/**
 * True from the first time `open` is: a menu or dialog is built only when first opened, then kept so it
 * closes with its transition and gives the focus back.
 */
import { useState } from 'react';

export const useOpenedOnce = (open: boolean): boolean => {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
};
