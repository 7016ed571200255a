/** Texts of the logs screens (SPEC §2 "Logs screen", routes and breadcrumbs). */
export const logs = {
  app: {
    logs: {
      title: 'Real Time Logs',
      breadcrumb: {
        label: 'Breadcrumb',
        domains: 'Domains',
        nodes: 'Nodes',
        services: '%{type} Services',
      },
      heading: {
        domain: 'Access log of %{domain}',
        service: '%{type} service %{name}',
      },
      unknown_type: 'Logs exist for HTTP and TCP services only; "%{type}" is not one of them.',
      connection: {
        connecting: 'Connecting…',
        open: 'Live',
        reconnecting: 'Connection lost, reconnecting…',
        gateway_error: 'Gateway error, retrying every second…',
      },
      stats: {
        kept: '%{count} line |||| %{count} lines',
        shown: '%{shown} of %{count} line shown |||| %{shown} of %{count} lines shown',
        rate: '%{rate} line/s |||| %{rate} lines/s',
        skipped: '%{count} unreadable message skipped |||| %{count} unreadable messages skipped',
      },
      action: {
        toolbar: 'Log actions',
        pause: 'Pause',
        resume: 'Resume',
        resume_new: 'Resume (%{count} new)',
        pause_hint: 'Stop the view from moving; new lines are still kept (up to %{cap}) and counted',
        follow: 'Follow',
        follow_hint: 'Keep the newest line in view; scrolling up stops following',
        wrap: 'Wrap lines',
        wrap_hint: 'Show long lines whole, over several rows, instead of scrolling sideways',
        clear: 'Clear the lines',
        download: 'Download the kept lines as a .log file',
        downloaded: '%{count} line saved to %{file} |||| %{count} lines saved to %{file}',
      },
      filter: {
        text: 'Filter lines',
        clear_text: 'Clear the text filter',
        levels: 'Levels shown',
        level: {
          error: 'Error',
          warn: 'Warning',
          info: 'Info',
          debug: 'Debug',
          other: 'Other',
        },
        level_hint: {
          error: 'Lines tagged [ERROR], and requests answered with a 5xx status',
          warn: 'Lines tagged [WARN] or [WARNING], and requests answered with a 4xx status',
        },
      },
      list: 'Log lines',
      copy_line: 'Copy line',
      line_copied: 'Line copied',
      copy_failed: 'The line could not be copied',
      waiting: 'Waiting for log lines…',
      no_match: 'No line matches the filter',
      gateway_error: 'The gateway reports:',
      invalid_message: 'A message from the gateway could not be read; it was skipped.',
    },
  },
};
