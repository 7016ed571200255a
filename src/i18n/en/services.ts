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
        test_backend: 'Test Backend',
      },
      /** Badges under a service's name: its state in words as well as colours. */
      badge: {
        list: 'State of %{name}',
        disabled: 'Disabled',
        expired: 'Disabled (expired)',
        node_disconnected: 'Node disconnected',
        node_disconnected_named: 'Node %{name} is disconnected',
        node_offline: 'Node offline',
        node_offline_named: 'Node %{name} is offline',
        expires_in: 'Expires in %{time}',
        sign_in: 'Sign-in required',
        allowed_ips: 'IP allow list',
        blocked_ips: 'IP block list',
        blocked_ips_ignored: 'IP block list (not applied)',
      },
      test: {
        title: 'Test Backend: %{name}',
        description:
          "The gateway requests a path of this service's backend through the node's tunnel (3 seconds at most) and reports the HTTP status. It does not use the public address, so it also works while public access is disabled.",
        target: 'Request sent by the gateway:',
        gateway_note:
          'The gateway asks the node itself (%{address}), not the backend host %{host}: for a service behind a gateway the check can fail while the backend is up.',
        path: 'Path',
        path_help: 'For example / or /health.',
        path_invalid: "The path must start with a single '/'.",
        submit: 'Test',
        testing: 'Testing %{path}…',
        answered: 'The backend answered %{path} with HTTP status %{status}.',
        failed: 'The backend check of %{path} failed: %{reason}',
        no_success: 'no success or redirect answer',
        failed_hint:
          'The gateway got no success or redirect answer within 3 seconds: the backend may be stopped, its node offline, or the path missing.',
      },
      confirm_enable: {
        title: 'Enable Public Access',
        description:
          'Enabling public access will make this service reachable from external networks. Do you want to expose this service publicly?',
        accept: 'Yes, enable public access!',
        description_expired_tcp:
          'The lifetime of this service has ended. A TCP service keeps its past expiry, so the gateway disables it again within a minute: expose it anew to give it a new lifetime. Enable it anyway?',
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
      bulk: {
        enable: {
          title: 'Enable public access of %{smart_count} service |||| Enable public access of %{smart_count} services',
          description: 'It becomes reachable from external networks. |||| They become reachable from external networks.',
          accept: 'Yes, enable public access!',
          done: '%{smart_count} service exposed successfully! |||| %{smart_count} services exposed successfully!',
          partial: '%{smart_count} service could not be exposed |||| %{smart_count} services could not be exposed',
          skipped: '%{smart_count} selected service is already public and stays as it is. |||| %{smart_count} selected services are already public and stay as they are.',
        },
        disable: {
          title: 'Disable public access of %{smart_count} service |||| Disable public access of %{smart_count} services',
          description: 'It becomes unreachable from external networks. |||| They become unreachable from external networks.',
          accept: 'Yes, disable public access!',
          done: '%{smart_count} service disabled from public access successfully! |||| %{smart_count} services disabled from public access successfully!',
          partial: '%{smart_count} service could not be disabled |||| %{smart_count} services could not be disabled',
          skipped: '%{smart_count} selected service is already disabled and stays as it is. |||| %{smart_count} selected services are already disabled and stay as they are.',
        },
        delete: {
          label: 'Delete',
          title: 'Delete %{smart_count} service |||| Delete %{smart_count} services',
          description: 'It is removed for good. This cannot be undone. |||| They are removed for good. This cannot be undone.',
          accept: 'Yes, delete it! |||| Yes, delete them!',
          done: '%{smart_count} service deleted successfully! |||| %{smart_count} services deleted successfully!',
          partial: '%{smart_count} service could not be deleted |||| %{smart_count} services could not be deleted',
          skipped: '%{smart_count} selected service stays as it is. |||| %{smart_count} selected services stay as they are.',
        },
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
        blocked_ips_help_http:
          'Wiredoor gateways store this list for HTTP services but do not apply it: use Allowed IPs to restrict access.',
        blocked_ip: 'Blocked IP %{index}',
        add_blocked_ip: 'Add Blocked IP',
        require_auth: 'Require Authentication',
        auth_not_enabled: '⚠️ Authentication is not enabled for this domain',
        auth_needs_domain: 'Choose a domain with OAuth2 authentication to require sign-in.',
        auth_help: 'Visitors must sign in through the OAuth2 login of this domain.',
        skip_auth: 'Paths to bypass authentication (optional)',
        skip_auth_help:
          "One rule per line: an exact path starting with '/' or a regular expression starting with '^'.",
        lifetime: 'Lifetime (Optional)',
        lifetime_help: 'The gateway disables the service when its lifetime ends.',
        lifetime_none: 'None',
        lifetime_1h: '1 hour',
        lifetime_1d: '1 day',
        lifetime_1w: '1 week',
        lifetime_custom: 'Custom',
        lifetime_custom_value: 'Custom lifetime',
        lifetime_custom_help: 'A number followed by s, m, h or d, e.g. 90m or 2d. Empty means no lifetime.',
        lifetime_fixed:
          'Public access ends on %{date}. A lifetime is set when a service is created: the gateway ignores it on changes.',
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
        blocked_ips_http_note: 'Wiredoor gateways do not apply blocked IPs to HTTP services: use Allowed IPs to restrict access.',
        title_disabled: 'Public Access Is Disabled',
        disabled:
          'Your service %{name} is disabled: the gateway does not publish it, so it cannot be reached from external networks. Enable Access publishes it again.',
        title_expired: 'Public Access Has Expired',
        expired:
          'The lifetime of your service %{name} has ended: the gateway disabled it, so it cannot be reached from external networks.',
        expired_tcp_note:
          'A TCP service keeps its past expiry: if it is enabled again, the gateway disables it again within a minute. Expose it anew to give it a new lifetime.',
        node_disconnected:
          'Node %{node} is disconnected: the gateway has no tunnel to it, so visitors get an error until the node is connected again.',
        node_offline:
          'Node %{node} is offline (no recent WireGuard handshake): visitors get an error until its tunnel comes up.',
        state: 'State:',
        state_enabled: 'Enabled',
        state_disabled: 'Disabled',
        state_expired: 'Disabled (expired)',
        state_node_disconnected: 'node %{node} disconnected',
        state_node_offline: 'node %{node} offline',
        sign_in: 'Sign-in:',
        sign_in_required: "Required (the domain's OAuth2 login)",
        sign_in_none: 'Not required',
        expires: 'Expires:',
        expires_in: '(in %{time})',
        expires_ended: '(ended)',
        /** A service the exposure inventory flags: its flags, each a link to the inventory filtered on it. */
        flagged: 'The exposure inventory flags this service (each flag opens the inventory filtered on it):',
      },
    },
  },
};
