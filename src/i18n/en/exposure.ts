/** Texts of the exposure inventory (issue 15 point 2): every public endpoint, its protection and its risks. */
export const exposure = {
  app: {
    exposure: {
      title: 'Exposure inventory',
      description:
        'Every public endpoint of this gateway: where it answers, the node behind it and what protects it. Risk flags concern enabled services only.',
      loading: 'Reading services and domains…',
      summary: '%{smart_count} endpoint shown |||| %{smart_count} endpoints shown',
      export: 'Export CSV',
      node_id: 'Node #%{id}',
      filter: {
        search: 'Search endpoints',
        flag: 'Risk flag',
        flag_all: 'All endpoints',
        flag_any: 'Any risk flag',
        state: 'State',
        state_all: 'All states',
        state_enabled: 'Enabled',
        state_disabled: 'Disabled',
      },
      columns: {
        endpoint: 'Endpoint',
        node: 'Node',
        state: 'State',
        protection: 'Protection',
        flags: 'Risk flags',
        actions: 'Actions',
      },
      node_state: {
        local: 'This gateway',
        unknown: 'Status not known yet',
        pending: 'Loading…',
      },
      state: {
        enabled: 'Enabled',
        disabled: 'Disabled',
        expired: 'Disabled (expired)',
        expires_in: 'Expires in %{time}',
      },
      sign_in: {
        oauth2: 'OAuth2 sign-in',
        console: "The console's own sign-in",
        not_enforced: 'Sign-in asked, not enforced',
        none: 'No sign-in',
        not_applicable: 'No sign-in (TCP/UDP)',
        pending: 'Sign-in: loading…',
      },
      allow_list: 'IP allow list: %{ips}',
      no_allow_list: 'No IP allow list',
      block_list: 'IP block list: %{ips}',
      block_list_ignored: 'IP block list, not applied: %{ips}',
      tls: {
        certbot: "TLS: Let's Encrypt",
        self_signed: 'TLS: self-signed',
        gateway_default: "TLS: the gateway's default certificate",
        unknown_domain: 'TLS: domain not found',
        none: 'No TLS at the gateway',
      },
      no_flags: 'No risk flag',
      not_public: 'Not public',
      flag_port: 'Port %{port} (%{service})',
      legend: 'What the risk flags mean',
      flag: {
        admin_port_open: 'Admin or database port open to all',
        public_without_sign_in: 'Public without sign-in or allow list',
        sign_in_not_enforced: 'Sign-in asked but not enforced',
        block_list_ignored: 'IP block list not applied',
        node_offline: 'Enabled on an offline node',
        node_disconnected: 'Enabled on a disconnected node',
      },
      flag_help: {
        admin_port_open:
          'A TCP/UDP service on a remote administration or database port (SSH, RDP, VNC, PostgreSQL, Redis…) with no IP allow list: anyone on the internet can try to log in.',
        public_without_sign_in:
          'An HTTP service anyone can open: no OAuth2 sign-in is enforced and no IP allow list restricts it.',
        sign_in_not_enforced:
          'The service asks for sign-in, but its domain has no OAuth2 login: the gateway keeps the setting and serves the service to everyone.',
        block_list_ignored:
          "Wiredoor gateways store an HTTP service's blocked IPs but do not apply them: those addresses can still connect. Use an allow list.",
        node_offline:
          'Public access is on, but the node has no recent WireGuard handshake: visitors get an error until it connects.',
        node_disconnected:
          'Public access is on, but the node is disconnected (disabled) on the gateway: visitors get an error, and the service is public again as soon as the node is reconnected.',
      },
      empty: {
        none: 'Nothing is exposed yet: no HTTP or TCP service exists.',
        filtered: 'No endpoint matches these filters.',
      },
      /** A search or filters that match no endpoint (components/EmptyState.tsx NoMatchState). */
      no_match: 'No endpoints match %{filters}',
      no_match_filter: {
        flag: 'risk flag %{value}',
        flag_any: 'any risk flag',
        state: 'state %{value}',
      },
      /** Before the fleet's first frame: what the node's facts decide is not known yet. */
      flags_pending: 'Checking risk flags…',
      truncated: {
        http_services: 'Only the first %{fetched} of %{total} HTTP services were read.',
        tcp_services: 'Only the first %{fetched} of %{total} TCP services were read.',
        domains: 'Only the first %{fetched} of %{total} domains were read: some sign-in and certificate details may be missing.',
      },
      sampled: 'This fleet has more than 100 nodes: node states are read every %{interval} instead of every second (last read at %{time}).',
      csv: {
        file: 'exposure',
        type: 'Type',
        name: 'Name',
        endpoint: 'Endpoint',
        node: 'Node',
        node_state: 'Node status',
        state: 'State',
        expires_at: 'Expires at',
        sign_in: 'Sign-in',
        allowed_ips: 'Allowed IPs',
        blocked_ips: 'Blocked IPs',
        blocked_ips_applied: 'Block list applied',
        tls: 'TLS',
        flags: 'Risk flags',
        yes: 'yes',
        no: 'no',
      },
    },
  },
};
