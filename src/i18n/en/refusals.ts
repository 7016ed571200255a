/**
 * What the gateway's refusals of a form mean, in plain words (src/providers/gatewayRefusals.ts maps
 * each 400 and 422 body a form can meet to one of these). The gateway's own texts are never shown.
 */
export const refusals = {
  app: {
    refusals: {
      /** A refusal the console does not know: never the gateway's words, which can be a validator's internals. */
      unknown: 'The gateway refused this value.',
      not_text: 'Enter this as text.',
      not_boolean: 'This option must be on or off.',
      unreadable: 'The gateway could not read this value.',
      one_of: 'Choose one of: %{values}.',
      invalid_value: 'The gateway does not accept this value.',
      unknown_field: 'This gateway does not know the field “%{key}”: it may run another version of Wiredoor.',
      ip: 'Enter an IP address.',
      pattern: 'This value does not have the form the gateway expects.',
      email: 'Enter a valid e-mail address whose domain ends in a known top-level domain (.com, .org, a country code…).',
      domain_name: 'The gateway does not take this domain name: check its spelling and that it ends in a known top-level domain (.com, .org, a country code…).',
      duplicate_entry: 'This entry is already in the list.',
      dns: 'Enter DNS servers as IP addresses (IPv4 or IPv6, without a /prefix), separated by commas, e.g. 1.1.1.1, 8.8.8.8.',
      networks_without_gateway: 'Only a gateway has interfaces and subnets: tick “Act as a network gateway”, or remove them.',
      subnet_has_gateway: "This subnet contains the gateway's own address, which a gateway node must not route: enter the network behind the node, e.g. 192.168.1.0/24.",
      duplicate_interface: 'The interface “%{name}” is listed twice: give each subnet an interface of its own.',
      port_below: 'This gateway exposes TCP and UDP services on ports from %{min} only (its TCP_SERVICES_PORT_RANGE): choose a port in its range, or leave it empty to have one assigned.',
      port_above: 'This gateway exposes TCP and UDP services on ports up to %{max} only (its TCP_SERVICES_PORT_RANGE): choose a port in its range, or leave it empty to have one assigned.',
      no_port_range: 'This gateway has no ports set aside for TCP and UDP services (its TCP_SERVICES_PORT_RANGE setting is missing): its administrator must set one.',
      no_free_port: 'Every public port of the gateway’s range (%{min}–%{max}) is taken: delete a TCP or UDP service you no longer use, or ask the administrator to widen TCP_SERVICES_PORT_RANGE.',
      taken: {
        address: 'Another node already has this address: choose a free one, or leave it empty to have one assigned.',
        domain: 'This domain already exists on the gateway: edit it in the Domains list, or enter another name.',
        domain_path: 'Another HTTP service already answers on this domain and path: choose another path.',
        port: 'Another TCP or UDP service already uses this public port: choose another, or leave it empty to have one assigned.',
        backend: 'Another TCP or UDP service of this node already forwards to this host and port.',
        other: 'This value is already used on the gateway.',
      },
      domain_not_pointing:
        'This domain does not lead to this gateway yet: add a DNS record (A or CNAME) for it that points here and try again, or add the domain with “Skip Domain Validation” (self-signed certificate).',
      domain_rename: "A domain's name cannot be changed: add the new domain, then delete this one.",
      domain_unusable: 'The gateway could not set up this domain (it obtained no certificate for it): add the domain in the Domains list first, with a self-signed certificate if need be.',
      dns_provider_failed: "The gateway's DNS provider could not create a record for this domain: check the provider's settings, or create the record yourself.",
      dns_record_pending: "The domain's DNS record was created but does not lead here yet: wait a few minutes, then try again.",
      backend_unreachable: 'The gateway could not connect to port %{port} on %{host}: check that the service runs there and that the node is connected.',
      local_node_localhost: "On the gateway's own node the backend cannot be localhost or 127.0.0.1: enter the address of the host that runs the service.",
      oauth2_not_configured:
        'This gateway is not set up for OAuth2: its administrator must set OAUTH2_PROXY_PROVIDER, OAUTH2_PROXY_CLIENT_ID and OAUTH2_PROXY_CLIENT_SECRET, then restart it.',
      certbot_failed: "Let's Encrypt could not issue a certificate for this domain, as it could not reach the domain through this gateway: check that the domain's DNS record points here, or choose Self Signed.",
      no_free_address: 'The gateway has no free address left in its VPN subnet: delete a node you no longer use, or ask the administrator for a larger VPN_SUBNET.',
      local_node_locked: "The gateway's own node cannot be changed.",
      node_gone: 'This node no longer exists on the gateway: it was deleted meanwhile.',
      domain_gone: 'This domain no longer exists on the gateway: it was deleted meanwhile.',
      service_gone: 'This service no longer exists on the gateway: it was deleted meanwhile.',
    },
  },
};
