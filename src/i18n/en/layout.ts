export const layout = {
  app: {
    menu: {
      home: 'Home',
      domains: 'Domain Names',
      nodes: 'Client / Nodes',
      exposure: 'Exposure',
      configuration: 'Configuration',
      navigation: 'Main navigation',
      expand: 'Expand sidebar',
      collapse: 'Collapse sidebar',
      open: 'Open sidebar',
    },
    appbar: {
      repository: 'Source repository',
      help: 'Need help?',
      documentation: 'Documentation',
      contact: 'Contact us',
      theme: 'Theme: %{mode}',
      theme_light: 'light',
      theme_dark: 'dark',
      theme_auto: 'auto (system)',
      language: 'Language',
      more: 'More options',
      language_current: 'Language: %{language}',
    },
    notification: {
      close: 'Close the message',
    },
  },
};
