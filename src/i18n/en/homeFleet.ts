/** Texts of the live fleet part of the home page (issue 15 point 1): live counts and what needs attention. */
export const homeFleet = {
  app: {
    home: {
      fleet: {
        title: 'Fleet overview',
        live: 'Live from the node stream',
        sampled: 'Large fleet: node figures as of %{time}, read every %{interval}',
        down: 'Live updates lost: reconnecting to the node stream…',
        figures: 'Fleet figures',
        pending: 'Not known yet',
        online: 'Nodes online',
        idle: 'Nodes idle',
        offline: 'Nodes offline',
        disconnected: 'Nodes disconnected',
        gateways: 'Gateways',
        domains: 'Domains',
        services_enabled: 'Services enabled',
        services_disabled: 'Services disabled',
        flagged: 'Endpoints with a risk flag',
        tokens_expiring: 'Tokens expiring within 7 days',
      },
      attention: {
        title: 'Needs attention',
        loading: 'Checking services and tokens…',
        all_clear: 'Nothing needs attention right now.',
        load_failed: 'What needs attention could not be read.',
        /** %{status}: the node's state, in the nodes list's word (app.nodes.status). */
        offline_node: '%{status}, still exposes %{smart_count} enabled service |||| %{status}, still exposes %{smart_count} enabled services',
        disconnected_node:
          '%{status}, with %{smart_count} service still enabled |||| %{status}, with %{smart_count} services still enabled',
        token: 'Token %{name}',
        token_expiring: 'Node %{node}: expires in %{time} (%{date})',
        service_expiring: '%{kind} service on %{node}: public access ends in %{time}',
        more: 'And %{smart_count} more |||| And %{smart_count} more',
        more_nodes: 'See all in the exposure inventory',
        windows:
          'Offline or disconnected nodes that still expose services, tokens that expire within 7 days and services whose lifetime ends within 24 hours are listed.',
        tokens_capped: 'Tokens were read for the first %{checked} of %{total} nodes only.',
        tokens_failed:
          'The tokens of %{smart_count} node could not be read. |||| The tokens of %{smart_count} nodes could not be read.',
      },
    },
  },
};
