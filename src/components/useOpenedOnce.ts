/**
 * True from the first time `open` is: a menu or dialog built only when first opened (a page does not
 * build the closed ones it may never open) and kept afterwards, so that it closes with its transition
 * and gives the focus back like any other.
 */
import { useState } from 'react';

export const useOpenedOnce = (open: boolean): boolean => {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
};
