/** Texts of the home page (SPEC §2 Home; API-FACTS §11.13). */
export const home = {
  app: {
    home: {
      welcome: {
        title: 'Welcome to Ingress Console',
        no_ports: 'No open firewall ports required',
        platforms: 'Works with Docker, Kubernetes, Raspberry Pi and more',
        ssl: "Automatic SSL (Let's Encrypt or self-signed)",
      },
      create: {
        title: 'Create Your First Node',
        description: 'Add a client or a gateway, then connect it with its one-time token or its WireGuard configuration.',
        action: 'Create Node',
      },
      cli: {
        title: 'Install the CLI',
        description: 'Connect nodes and expose services from the command line.',
        action: 'View CLI Docs →',
      },
      gateways: {
        title: 'Gateway Deployments',
        description: 'Run a gateway node next to the networks you want to reach.',
        docker: 'Docker Gateway',
        kubernetes: 'Kubernetes Gateway',
        home_assistant: 'Home Assistant Add-On',
      },
      help: {
        prefix: 'Need help? Visit the',
        documentation: 'documentation',
        middle: 'or check our',
        github: 'GitHub',
      },
      support: {
        text: 'If you find Wiredoor useful, consider supporting the project',
        sponsor: 'Sponsor on GitHub',
        star: 'Star on GitHub',
      },
      new_tab: '(opens in a new tab)',
    },
  },
};
