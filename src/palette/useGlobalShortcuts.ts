/**
 * Listened to in the capture phase so that no component swallows them; a plain listener, as
 * react-admin's hotkeys library is only a transitive dependency.
 */
import { useEffect, useRef } from 'react';
import { isApplePlatform } from './platform';

const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

export const isTextField = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type);
};

export interface GlobalShortcutHandlers {
  onPalette: () => void;
  onHelp: () => void;
}

export const useGlobalShortcuts = (handlers: GlobalShortcutHandlers) => {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const apple = isApplePlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const command = apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
      if (command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        // Browsers bind Ctrl+K to their own search box.
        event.preventDefault();
        latest.current.onPalette();
      } else if (event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextField(event.target)) {
        event.preventDefault();
        latest.current.onHelp();
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
};
