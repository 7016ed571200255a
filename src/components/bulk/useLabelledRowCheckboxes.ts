/**
 * react-admin's row checkboxes carry their name ("Select this row") on MUI's wrapper span, where ARIA
 * forbids it, and leave the checkbox itself nameless (axe: aria-prohibited-attr, label; react-admin
 * 5.15 with MUI 7). Until react-admin passes it to the input, this moves the name where it belongs in
 * the table around `anchor`, for the rows on screen and those rendered later.
 */
import { useEffect, type RefObject } from 'react';

const TABLE_ROOT = '.RaDataTable-root, .RaDatagrid-root';

const nameInputs = (root: Element) => {
  for (const wrapper of root.querySelectorAll('.select-item[aria-label]')) {
    const input = wrapper.querySelector('input');
    if (!input) continue;
    input.setAttribute('aria-label', wrapper.getAttribute('aria-label')!);
    wrapper.removeAttribute('aria-label');
  }
};

export const useLabelledRowCheckboxes = (anchor: RefObject<Element | null>) => {
  useEffect(() => {
    const root = anchor.current?.closest(TABLE_ROOT);
    if (!root) return;
    nameInputs(root);
    const observer = new MutationObserver(() => nameInputs(root));
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [anchor]);
};
