/** Textes de la page d'accueil (SPEC §2 Home ; API-FACTS §11.13). */
export const home = {
  app: {
    home: {
      welcome: {
        title: 'Bienvenue dans Ingress Console',
        no_ports: 'Aucun port à ouvrir dans le pare-feu',
        platforms: 'Fonctionne avec Docker, Kubernetes, Raspberry Pi et bien plus',
        ssl: "SSL automatique (Let's Encrypt ou auto-signé)",
      },
      create: {
        title: 'Créez votre premier nœud',
        description:
          'Ajoutez un client ou une passerelle, puis connectez-le avec son jeton à usage unique ou sa configuration WireGuard.',
        action: 'Créer un nœud',
      },
      cli: {
        title: 'Installer la CLI',
        description: 'Connectez des nœuds et exposez des services depuis la ligne de commande.',
        action: 'Voir la documentation de la CLI →',
      },
      gateways: {
        title: 'Déploiements de passerelles',
        description: 'Installez un nœud passerelle à côté des réseaux que vous voulez atteindre.',
        docker: 'Passerelle Docker',
        kubernetes: 'Passerelle Kubernetes',
        home_assistant: 'Module complémentaire Home Assistant',
      },
      help: {
        prefix: "Besoin d'aide ? Consultez la",
        documentation: 'documentation',
        middle: 'ou rendez-vous sur notre',
        github: 'GitHub',
      },
      support: {
        text: 'Si Wiredoor vous est utile, pensez à soutenir le projet',
        sponsor: 'Sponsoriser sur GitHub',
        star: 'Ajouter une étoile sur GitHub',
      },
      new_tab: "(s'ouvre dans un nouvel onglet)",
    },
  },
};
