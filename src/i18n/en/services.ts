/**
 * Texts of the services cards, forms and dialogs (SPEC §2 Dialogs and Row actions, §5 HTTP/TCP service,
 * §8 toasts, §9; API-FACTS §11.9, §11.12).
 */
export const services = {
  app: {
    services: {
      card: {
        http: 'HTTP Services',
        tcp: 'TCP Services',
        add: 'Add Service',
      },
      fields: {
        name: 'Name',
        ingress: 'Ingress Config',
        upstream: 'Upstream ->',
        proxy: 'Proxy ->',
        actions: 'Actions',
      },
      status: {
        enabled: 'Enabled: publicly accessible',
        disabled: 'Disabled: not publicly accessible',
      },
      empty: {
        http_title: 'No HTTP services yet',
        tcp_title: 'No TCP services yet',
        node_http_description:
          "You haven't exposed any HTTP service on this node yet. Publish a web application running behind it.",
        node_tcp_description:
          "You haven't exposed any TCP or UDP service on this node yet. Publish a database, broker or any other port behind it.",
        domain_http_description:
          "You haven't added any HTTP service yet. Expose your first service from Client / Nodes",
        domain_tcp_description:
          "You haven't added any TCP service yet. Expose your first service from Client / Nodes",
        go_to_nodes: 'Go to Client / Nodes',
      },
      action: {
        info: 'Info',
        logs: 'Logs Monitor',
        edit: 'Edit Service',
        go_to_node: 'Go to node',
        disable: 'Disable Access',
        enable: 'Enable Access',
        delete: 'Delete Service',
      },
      confirm_enable: {
        title: 'Enable Public Access',
        description:
          'Enabling public access will make this service reachable from external networks. Do you want to expose this service publicly?',
        accept: 'Yes, enable public access!',
      },
      confirm_disable: {
        title: 'Disable Public Access',
        description:
          'Disabling public access will make it unreachable from external networks. Do you want to stop exposing this service publicly?',
        accept: 'Yes, disable public access!',
      },
      confirm_delete: {
        title: 'Delete service',
        description:
          'This action will permanently remove the service from the system. This cannot be undone. Are you sure you want to delete this service?',
        accept: 'Yes, delete it!',
      },
      notify: {
        exposed: 'Service exposed successfully!',
        disabled: 'Service disabled from public access successfully!',
        deleted: 'Service deleted successfully!',
      },
      form: {
        http_title: 'Expose HTTP Service on Node',
        tcp_title: 'Expose TCP Service on Node',
        node: 'Node Name',
        node_details: 'Node %{name}, internal IP %{address}, gateway: %{gateway}',
        yes: 'yes',
        no: 'no',
        name: 'Service Name',
        domain: 'Public Domain',
        domain_optional: 'Public Domain (Optional)',
        domain_help: 'Pick an existing domain or type a new one; a new domain is created automatically.',
        path: 'Public HTTP Path',
        backend_proto: 'Backend Protocol',
        proto: 'Protocol',
        backend_host: 'Backend Hostname/IP',
        backend_host_help: 'Only gateways and the local node forward to another host; other nodes receive the traffic themselves.',
        backend_port: 'Backend Port',
        port: 'Public Port (Optional)',
        port_placeholder: 'Assigned Automatically',
        port_help: "Leave it empty: a free port is assigned automatically from the gateway's port range.",
        ssl: 'Enable SSL Termination',
        ssl_help: "TLS is terminated at the gateway with the domain's certificate (self-signed without a domain).",
        allowed_ips: 'Allowed IPs',
        allowed_ips_help: 'Only these IPs or CIDR ranges may connect. Empty means no restriction.',
        allowed_ip: 'Allowed IP %{index}',
        add_allowed_ip: 'Add Allowed IP',
        blocked_ips: 'Blocked IPs',
        blocked_ips_help: 'These IPs or CIDR ranges are refused.',
        blocked_ip: 'Blocked IP %{index}',
        add_blocked_ip: 'Add Blocked IP',
        require_auth: 'Require Authentication',
        auth_not_enabled: '⚠️ Authentication is not enabled for this domain',
        auth_needs_domain: 'Choose a domain with OAuth2 authentication to require sign-in.',
        auth_help: 'Visitors must sign in through the OAuth2 login of this domain.',
        skip_auth: 'Paths to bypass authentication (optional)',
        skip_auth_help:
          "One rule per line: an exact path starting with '/' or a regular expression starting with '^'.",
      },
      info: {
        title: 'Your Service is Now Publicly Available',
        exposed: 'Your service %{name} has been successfully exposed on the network.',
        public_access: 'Public Access:',
        public_access_ssl: 'Public Access (SSL):',
        not_assigned: 'Not assigned',
        backend_target: 'Backend Target:',
        allowed_ips: 'Allowed IPs:',
        no_restrictions: 'No restrictions',
        blocked_ips: 'Blocked IPs:',
        none: 'None',
      },
    },
  },
};
