/** Textes de la partie « flotte en direct » de l'accueil (ticket 15 point 1) : chiffres en direct et points d'attention. */
export const homeFleet = {
  app: {
    home: {
      fleet: {
        title: 'Vue d’ensemble de la flotte',
        live: 'En direct depuis le flux des nœuds',
        sampled: 'Grande flotte : chiffres des nœuds à %{time}, lus toutes les %{interval}',
        down: 'Mises à jour en direct perdues : reconnexion au flux des nœuds…',
        figures: 'Chiffres de la flotte',
        pending: 'Pas encore connu',
        online: 'Nœuds en ligne',
        idle: 'Nœuds inactifs',
        offline: 'Nœuds hors ligne',
        disconnected: 'Nœuds déconnectés',
        gateways: 'Passerelles',
        domains: 'Domaines',
        services_enabled: 'Services activés',
        services_disabled: 'Services désactivés',
        flagged: "Points d'accès avec un signal de risque",
        tokens_expiring: 'Jetons qui expirent dans les 7 jours',
      },
      attention: {
        title: 'À surveiller',
        loading: 'Vérification des services et des jetons…',
        all_clear: 'Rien à surveiller pour le moment.',
        load_failed: 'Les points à surveiller n’ont pas pu être lus.',
        /** %{status} : l'état du nœud, dans le mot de la liste des nœuds (app.nodes.status). */
        offline_node:
          '%{status}, expose encore %{smart_count} service activé |||| %{status}, expose encore %{smart_count} services activés',
        disconnected_node:
          '%{status}, avec %{smart_count} service encore activé |||| %{status}, avec %{smart_count} services encore activés',
        token: 'Jeton %{name}',
        token_expiring: 'Nœud %{node} : expire dans %{time} (%{date})',
        service_expiring: 'Service %{kind} sur %{node} : l’accès public prend fin dans %{time}',
        more: 'Et %{smart_count} autre |||| Et %{smart_count} autres',
        more_nodes: "Tout voir dans l'inventaire d'exposition",
        windows:
          'Sont listés les nœuds hors ligne ou déconnectés qui exposent encore des services, les jetons qui expirent dans les 7 jours et les services dont la durée de vie se termine dans les 24 heures.',
        tokens_capped: 'Les jetons n’ont été lus que pour les %{checked} premiers nœuds sur %{total}.',
        tokens_failed:
          "Les jetons de %{smart_count} nœud n'ont pas pu être lus. |||| Les jetons de %{smart_count} nœuds n'ont pas pu être lus.",
      },
    },
  },
};
