/** Texts of the gateway's configuration as a file: its problems, a plan's notes (screen texts below them). */
export const configuration = {
  app: {
    configuration: {
      problems: {
        version: 'The file needs "version: 1" (the format this console reads)',
        newer_version: 'This file is version %{version}; this console reads version %{supported}. Update the console to read it',
        duplicate: '"%{name}" is listed twice',
        syntax: 'Not valid YAML: %{reason}',
        not_a_map: 'The file must be a map with "version", "domains" and "nodes"',
        unknown_domain: 'Service "%{service}" of node "%{node}" uses the domain %{domain}, which neither the file nor the gateway has',
        ambiguous: {
          domain: 'The gateway has %{count} domains named %{name}: remove the extra ones before planning',
          node: 'The gateway has %{count} nodes named "%{name}": rename or delete the extra ones before planning',
          http: 'Node "%{node}" has %{count} HTTP services named "%{name}" on the gateway: rename or delete the extra ones before planning',
          tcp: 'Node "%{node}" has %{count} TCP/UDP services named "%{name}" on the gateway: rename or delete the extra ones before planning',
        },
        local_node: '"%{name}" is the gateway\'s own node, which a file cannot manage',
      },
      notes: {
        new_node:
          'Node "%{name}" will be created with new keys: its owner must enroll it again with the new configuration or token, shown once when the run ends. Until its tunnel is up, the gateway refuses to expose its services.',
        lifetime_kept:
          'The lifetime of service "%{service}" on node "%{node}" differs from the file; the gateway sets a lifetime only when a service is exposed, so it stays as it is',
      },
    },
  },
};
