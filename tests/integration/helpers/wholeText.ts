/**
 * A text matcher for an address shown in parts (TruncatedText puts its scheme, host, port and path
 * segments in boxes of their own, so that a line breaks between them only): the innermost element
 * whose whole text it is.
 */
export const wholeText =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
