/** Textes de l'inventaire d'exposition (ticket 15 point 2) : chaque point d'accès public, sa protection et ses risques. */
export const exposure = {
  app: {
    exposure: {
      title: "Inventaire d'exposition",
      description:
        "Chaque point d'accès public de cette passerelle : où il répond, le nœud derrière lui et ce qui le protège. Les signaux de risque ne concernent que les services activés.",
      loading: 'Lecture des services et des domaines…',
      summary: "%{smart_count} point d'accès affiché |||| %{smart_count} points d'accès affichés",
      export: 'Exporter en CSV',
      node_id: 'Nœud n° %{id}',
      filter: {
        search: "Rechercher des points d'accès",
        flag: 'Signal de risque',
        flag_all: "Tous les points d'accès",
        flag_any: "N'importe quel signal",
        state: 'État',
        state_all: 'Tous les états',
        state_enabled: 'Activés',
        state_disabled: 'Désactivés',
      },
      columns: {
        endpoint: "Point d'accès",
        node: 'Nœud',
        state: 'État',
        protection: 'Protection',
        flags: 'Signaux de risque',
        actions: 'Actions',
      },
      node_state: {
        local: 'Cette passerelle',
        unknown: 'État encore inconnu',
        pending: 'Chargement…',
      },
      state: {
        enabled: 'Activé',
        disabled: 'Désactivé',
        expired: 'Désactivé (expiré)',
        expires_in: 'Expire dans %{time}',
      },
      sign_in: {
        oauth2: 'Connexion OAuth2',
        console: 'La connexion propre à la console',
        not_enforced: 'Connexion demandée, non appliquée',
        none: 'Aucune connexion',
        not_applicable: 'Aucune connexion (TCP/UDP)',
        pending: 'Connexion : chargement…',
      },
      allow_list: 'Liste d’IP autorisées : %{ips}',
      no_allow_list: 'Aucune liste d’IP autorisées',
      block_list: 'Liste d’IP bloquées : %{ips}',
      block_list_ignored: 'Liste d’IP bloquées, non appliquée : %{ips}',
      tls: {
        certbot: "TLS : Let's Encrypt",
        self_signed: 'TLS : auto-signé',
        gateway_default: 'TLS : le certificat par défaut de la passerelle',
        unknown_domain: 'TLS : domaine introuvable',
        none: 'Pas de TLS à la passerelle',
      },
      no_flags: 'Aucun signal de risque',
      not_public: 'Non public',
      flag_port: 'Port %{port} (%{service})',
      legend: 'Ce que signifient les signaux de risque',
      flag: {
        admin_port_open: "Port d'administration ou de base de données ouvert à tous",
        public_without_sign_in: "Public sans connexion ni liste d'autorisation",
        sign_in_not_enforced: 'Connexion demandée mais non appliquée',
        block_list_ignored: 'Liste d’IP bloquées non appliquée',
        node_offline: 'Activé sur un nœud hors ligne',
        node_disconnected: 'Activé sur un nœud déconnecté',
      },
      flag_help: {
        admin_port_open:
          "Un service TCP/UDP sur un port d'administration à distance ou de base de données (SSH, RDP, VNC, PostgreSQL, Redis…) sans liste d’IP autorisées : n'importe qui sur Internet peut tenter de s'y connecter.",
        public_without_sign_in:
          "Un service HTTP que tout le monde peut ouvrir : aucune connexion OAuth2 n'est appliquée et aucune liste d’IP autorisées ne le restreint.",
        sign_in_not_enforced:
          "Le service demande une connexion, mais son domaine n'a pas de connexion OAuth2 : la passerelle garde le réglage et sert le service à tout le monde.",
        block_list_ignored:
          "Les passerelles Wiredoor enregistrent les IP bloquées d'un service HTTP sans les appliquer : ces adresses peuvent toujours se connecter. Utilisez une liste d'autorisation.",
        node_offline:
          "L'accès public est activé, mais le nœud n'a pas de poignée de main WireGuard récente : les visiteurs obtiennent une erreur jusqu'à sa connexion.",
        node_disconnected:
          "L'accès public est activé, mais le nœud est déconnecté (désactivé) sur la passerelle : les visiteurs obtiennent une erreur, et le service redevient public dès que le nœud est reconnecté.",
      },
      empty: {
        none: "Rien n'est encore exposé : aucun service HTTP ou TCP n'existe.",
        filtered: "Aucun point d'accès ne correspond à ces filtres.",
      },
      /** A search or filters that match no endpoint (components/EmptyState.tsx NoMatchState). */
      no_match: "Aucun point d'accès ne correspond à %{filters}",
      no_match_filter: {
        flag: 'signal : %{value}',
        flag_any: 'un signal de risque quelconque',
        state: 'état : %{value}',
      },
      /** Before the fleet's first frame: what the node's facts decide is not known yet. */
      flags_pending: 'Vérification des signaux de risque…',
      truncated: {
        http_services: 'Seuls les %{fetched} premiers services HTTP sur %{total} ont été lus.',
        tcp_services: 'Seuls les %{fetched} premiers services TCP sur %{total} ont été lus.',
        domains:
          'Seuls les %{fetched} premiers domaines sur %{total} ont été lus : des détails de connexion et de certificat peuvent manquer.',
      },
      sampled:
        "Cette flotte compte plus de 100 nœuds : l'état des nœuds est lu toutes les %{interval} au lieu de chaque seconde (dernière lecture à %{time}).",
      csv: {
        file: 'exposition',
        type: 'Type',
        name: 'Nom',
        endpoint: "Point d'accès",
        node: 'Nœud',
        node_state: 'État du nœud',
        state: 'État',
        expires_at: 'Expire le',
        sign_in: 'Connexion',
        allowed_ips: 'IP autorisées',
        blocked_ips: 'IP bloquées',
        blocked_ips_applied: 'Liste de blocage appliquée',
        tls: 'TLS',
        flags: 'Signaux de risque',
        yes: 'oui',
        no: 'non',
      },
    },
  },
};
