/** A full page load (leaves the single-page app); its own module so that tests can observe it. */
export const loadPage = (path: string): void => {
  window.location.assign(path);
};
