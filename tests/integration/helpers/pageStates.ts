/**
 * Whether the page was ever seen in a given state: checked after every change of the page (a
 * MutationObserver, whose records arrive after each of React's commits), so a state that showed for
 * one commit only, between two others, is seen too.
 */
export const watchPage = (state: () => boolean) => {
  let seen = false;
  const check = () => {
    if (state()) seen = true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  return {
    /** Stops watching; whether the state was seen. */
    stop: (): boolean => {
      if (observer.takeRecords().length > 0) check();
      observer.disconnect();
      return seen;
    },
  };
};
