/** Texts of the traffic and uptime charts (issue 23). Node status words are app.nodes.status.*. */
export const charts = {
  app: {
    charts: {
      received: 'Received',
      transmitted: 'Transmitted',
      throughput: 'Throughput',
      nodes_online: 'Nodes online',
      nodes_total: 'Nodes in total',
      fleet_throughput: 'Fleet throughput',
      fleet_online: 'Nodes online over time',
      /** Byte rates: the console's byte units per second. */
      rate_units: {
        bytes: 'B/s',
        kb: 'KB/s',
        mb: 'MB/s',
        gb: 'GB/s',
        tb: 'TB/s',
      },
      unknown: 'Not known',
      online_of_total: '%{online} of %{total}',
      coverage: {
        since: 'Since %{time}, while a console was open',
        empty: 'No data yet: the chart fills while a console is open',
      },
      summary: {
        values: '%{series}: now %{now}, peak %{peak}, average %{average}',
        none: '%{series}: no data yet',
        past: '%{series}: not watched now; peak %{peak}, average %{average}',
      },
      chart_label: '%{title}, chart; the figures are in the summary and the table',
      table: {
        show: 'Show as table',
        hide: 'Show as chart',
        time: 'Time',
        received: 'Received/s',
        transmitted: 'Transmitted/s',
        throughput: 'Throughput/s',
        online: 'Nodes online',
        caption: '%{title}, newest first',
        grouped: '%{title}, one row per minute (average of the known values), newest first',
        grouped_by: '%{title}, one row per %{interval} (average of the known values), newest first',
      },
      status: {
        unwatched: 'Not watched',
        unknown: 'Status not known',
      },
      window: {
        hour: 'Last hour',
        day: 'Last 24 hours',
        other: 'Last %{duration}',
      },
      window_phrase: {
        hour: 'last hour',
        day: 'last 24 hours',
        other: 'last %{duration}',
      },
      timeline: {
        label: 'Status, %{window}',
        segment: '%{status}, %{from} to %{to} (%{duration})',
        changes: 'Status changes, newest first',
        since: 'Since',
        status: 'Status',
        duration: 'Duration',
      },
      strip: {
        summary: '%{window}: %{parts}',
        part: '%{status} for %{duration}',
      },
      sparkline: {
        label: 'Traffic, %{window}: now %{now}, peak %{peak}',
        empty: 'Traffic, %{window}: no data yet',
        past: 'Traffic, %{window}: not watched now; peak %{peak}',
        /** With the average (issue 35): the name of a row's sparkline and its tooltip. */
        summary: 'Traffic, %{window}: now %{now}, peak %{peak}, average %{average}',
        summary_past: 'Traffic, %{window}: not watched now; peak %{peak}, average %{average}',
      },
    },
  },
};
