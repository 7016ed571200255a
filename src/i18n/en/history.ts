/** Texts of the history cards around the charts (issue 23): titles and the window switch. */
export const history = {
  app: {
    history: {
      node_title: 'Traffic and status',
      fleet_title: 'Fleet traffic',
      fleet_sampled: 'Large fleet: read every %{interval}, last at %{time}.',
      throughput: 'Throughput',
      last_hour: 'Last hour',
      window: {
        label: 'Time window',
        minutes: 'Last 15 minutes',
        day: 'Last 24 hours',
      },
    },
  },
};
