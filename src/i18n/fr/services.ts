/**
 * Textes des cartes, formulaires et dialogues des services (SPEC §2 Dialogs et Row actions, §5 HTTP/TCP
 * service, §8 notifications, §9 ; API-FACTS §11.9, §11.12).
 */
export const services = {
  app: {
    services: {
      card: {
        http: 'Services HTTP',
        tcp: 'Services TCP',
        add: 'Ajouter un service',
      },
      fields: {
        name: 'Nom',
        ingress: "Configuration d'entrée",
        upstream: 'Amont ->',
        proxy: 'Proxy ->',
        actions: 'Actions',
      },
      status: {
        enabled: 'Activé : accessible publiquement',
        disabled: 'Désactivé : non accessible publiquement',
      },
      empty: {
        http_title: 'Aucun service HTTP pour le moment',
        tcp_title: 'Aucun service TCP pour le moment',
        node_http_description:
          "Vous n'avez encore exposé aucun service HTTP sur ce nœud. Publiez une application web qui tourne derrière lui.",
        node_tcp_description:
          "Vous n'avez encore exposé aucun service TCP ou UDP sur ce nœud. Publiez une base de données, un broker ou tout autre port derrière lui.",
        domain_http_description:
          "Vous n'avez encore ajouté aucun service HTTP. Exposez votre premier service depuis Clients / Nœuds",
        domain_tcp_description:
          "Vous n'avez encore ajouté aucun service TCP. Exposez votre premier service depuis Clients / Nœuds",
        go_to_nodes: 'Aller à Clients / Nœuds',
      },
      action: {
        info: 'Infos',
        logs: 'Suivi des journaux',
        edit: 'Modifier le service',
        go_to_node: 'Aller au nœud',
        disable: "Désactiver l'accès",
        enable: "Activer l'accès",
        delete: 'Supprimer le service',
      },
      confirm_enable: {
        title: "Activer l'accès public",
        description:
          "Activer l'accès public rendra ce service joignable depuis les réseaux externes. Voulez-vous exposer ce service publiquement ?",
        accept: "Oui, activer l'accès public !",
      },
      confirm_disable: {
        title: "Désactiver l'accès public",
        description:
          "Désactiver l'accès public le rendra injoignable depuis les réseaux externes. Voulez-vous cesser d'exposer ce service publiquement ?",
        accept: "Oui, désactiver l'accès public !",
      },
      confirm_delete: {
        title: 'Supprimer le service',
        description:
          'Cette action supprimera définitivement le service du système, sans retour possible. Voulez-vous vraiment supprimer ce service ?',
        accept: 'Oui, supprimer !',
      },
      notify: {
        exposed: 'Service exposé avec succès !',
        disabled: "Accès public au service désactivé avec succès !",
        deleted: 'Service supprimé avec succès !',
      },
      form: {
        http_title: 'Exposer un service HTTP sur le nœud',
        tcp_title: 'Exposer un service TCP sur le nœud',
        node: 'Nom du nœud',
        node_details: 'Nœud %{name}, IP interne %{address}, passerelle : %{gateway}',
        yes: 'oui',
        no: 'non',
        name: 'Nom du service',
        domain: 'Domaine public',
        domain_optional: 'Domaine public (facultatif)',
        domain_help: 'Choisissez un domaine existant ou saisissez-en un nouveau ; un nouveau domaine est créé automatiquement.',
        path: 'Chemin HTTP public',
        backend_proto: 'Protocole du backend',
        proto: 'Protocole',
        backend_host: "Nom d'hôte/IP du backend",
        backend_host_help:
          "Seuls les passerelles et le nœud local relaient vers un autre hôte ; les autres nœuds reçoivent eux-mêmes le trafic.",
        backend_port: 'Port du backend',
        port: 'Port public (facultatif)',
        port_placeholder: 'Attribué automatiquement',
        port_help: 'Laissez-le vide : un port libre est attribué automatiquement dans la plage de ports de la passerelle.',
        ssl: 'Activer la terminaison SSL',
        ssl_help: 'Le TLS est terminé sur la passerelle avec le certificat du domaine (auto-signé sans domaine).',
        allowed_ips: 'IP autorisées',
        allowed_ips_help: 'Seules ces IP ou plages CIDR peuvent se connecter. Vide signifie aucune restriction.',
        allowed_ip: 'IP autorisée %{index}',
        add_allowed_ip: 'Ajouter une IP autorisée',
        blocked_ips: 'IP bloquées',
        blocked_ips_help: 'Ces IP ou plages CIDR sont refusées.',
        blocked_ip: 'IP bloquée %{index}',
        add_blocked_ip: 'Ajouter une IP bloquée',
        require_auth: "Exiger l'authentification",
        auth_not_enabled: "⚠️ L'authentification n'est pas activée pour ce domaine",
        auth_needs_domain: "Choisissez un domaine doté de l'authentification OAuth2 pour exiger une connexion.",
        auth_help: 'Les visiteurs doivent se connecter via la connexion OAuth2 de ce domaine.',
        skip_auth: "Chemins dispensés d'authentification (facultatif)",
        skip_auth_help:
          "Une règle par ligne : un chemin exact commençant par '/' ou une expression régulière commençant par '^'.",
      },
      info: {
        title: 'Votre service est maintenant accessible publiquement',
        exposed: 'Votre service %{name} a bien été exposé sur le réseau.',
        public_access: 'Accès public :',
        public_access_ssl: 'Accès public (SSL) :',
        not_assigned: 'Non attribué',
        backend_target: 'Cible du backend :',
        allowed_ips: 'IP autorisées :',
        no_restrictions: 'Aucune restriction',
        blocked_ips: 'IP bloquées :',
        none: 'Aucune',
      },
    },
  },
};
