export const layout = {
  app: {
    menu: {
      home: 'Accueil',
      domains: 'Noms de domaine',
      nodes: 'Clients / Nœuds',
      exposure: 'Exposition',
      configuration: 'Configuration',
      navigation: 'Navigation principale',
      expand: 'Déplier la barre latérale',
      collapse: 'Replier la barre latérale',
      open: 'Ouvrir la barre latérale',
    },
    appbar: {
      repository: 'Dépôt des sources',
      help: "Besoin d'aide ?",
      documentation: 'Documentation',
      contact: 'Nous contacter',
      theme: 'Thème : %{mode}',
      theme_light: 'clair',
      theme_dark: 'sombre',
      theme_auto: 'auto (système)',
      language: 'Langue',
      more: "Plus d'options",
      language_current: 'Langue : %{language}',
    },
    notification: {
      close: 'Fermer le message',
    },
  },
};
