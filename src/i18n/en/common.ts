/** Texts shared across screens: errors of SPEC §8, buttons, dialogs, not-found page. */
export const common = {
  app: {
    name: 'Ingress Console',
    errors: {
      unknown: 'Unknown Error',
      network: 'The gateway cannot be reached. Check your connection and try again.',
      server: 'The gateway answered with an error. Try again in a moment.',
      load_failed: 'This list could not be loaded.',
      search_unsupported: 'This gateway does not support search; showing the unfiltered list.',
      invalid_response: 'The gateway sent an answer the console cannot read.',
      form_refused: 'The gateway refused the form: see the message above its fields.',
      /** The gateway's own words, shown as they are (never looked up as a key). */
      server_said: '%{message}',
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
      remove_item: 'Remove %{name}',
      retry: 'Try again',
    },
    not_found: {
      title: "Hmm...this page doesn't exist. Try searching for something else!",
      back: 'Back To Home',
    },
    /** Byte-size units of SPEC §9 (base 1024). */
    units: {
      bytes: 'Bytes',
      kb: 'KB',
      mb: 'MB',
      gb: 'GB',
      tb: 'TB',
    },
    demo: {
      reset: 'Reset demo data',
      reset_done: 'Demo data restored',
    },
  },
};
