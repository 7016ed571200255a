/** Texts shared across screens: errors of SPEC §8, buttons, dialogs, not-found page. */
export const common = {
  app: {
    name: 'Ingress Console',
    errors: {
      unknown: 'Unknown Error',
      network: 'The gateway cannot be reached. Check your connection and try again.',
      server: 'The gateway answered with an error (%{status}).',
      search_unsupported: 'This gateway does not support search; showing the unfiltered list.',
      invalid_response: 'The gateway sent an answer the console cannot read.',
    },
    action: {
      cancel: 'Cancel',
      accept: 'Accept',
      save: 'Save',
      got_it: 'Got it!',
      close: 'Close',
      copy: 'Copy',
      copied: 'Copied!',
      copy_failed: 'Copy failed',
      actions: 'Actions',
      more_actions: 'More actions for %{name}',
      search: 'Search',
    },
    not_found: {
      title: "Hmm...this page doesn't exist. Try searching for something else!",
      back: 'Back To Home',
    },
    demo: {
      reset: 'Reset demo data',
      reset_done: 'Demo data restored',
    },
  },
};
