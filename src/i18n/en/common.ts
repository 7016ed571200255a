/** Texts shared across screens: errors of SPEC §8, buttons, dialogs, not-found page. */
export const common = {
  /** react-admin's sort label lower-cases the first letter of the column ("sSL Certs"): the name as shown. */
  ra: { sort: { sort_by: 'Sort by %{field} %{order}' } },
  app: {
    name: 'Ingress Console',
    errors: {
      unknown: 'Unknown Error',
      network: 'The gateway cannot be reached. Check your connection and try again.',
      server: 'The gateway answered with an error. Try again in a moment.',
      load_failed: 'This list could not be loaded.',
      whole_list_capped: 'Searched and filtered the first %{fetched} of %{total} rows: this gateway cannot search, so the console did it over at most %{fetched} rows.',
      invalid_response: 'The gateway sent an answer the console cannot read.',
      form_refused: 'The gateway refused the form: see the message above its fields.',
      /** The gateway's own words, shown as they are (never looked up as a key). */
      server_said: '%{message}',
    },
    /** A name's counter as it nears the gateway's limit (components/NameInput.tsx). */
    form: {
      name_counter: '%{length}/%{max}',
      name_counter_label: '%{length} of %{max} characters',
      name_kept: 'Made outside the console and longer than new names may be: kept as it is.',
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
    /** Bulk actions on selected rows. */
    bulk: {
      targets: 'What it changes',
      more: 'and %{smart_count} more |||| and %{smart_count} more',
      progress: '%{done} of %{total} done…',
      succeeded: '%{smart_count} succeeded. |||| %{smart_count} succeeded.',
      failures: 'What failed, and why',
    },
    /** A list whose search or filters match nothing (components/EmptyState.tsx). */
    list: {
      search_named: '“%{value}”',
      clear_filters: 'Clear filters',
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
