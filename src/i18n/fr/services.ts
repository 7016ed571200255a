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
        test_backend: 'Tester le backend',
      },
      /** Badges sous le nom d'un service : son état en mots autant qu'en couleurs. */
      badge: {
        list: 'État de %{name}',
        disabled: 'Désactivé',
        expired: 'Désactivé (expiré)',
        node_disconnected: 'Nœud déconnecté',
        node_disconnected_named: 'Le nœud %{name} est déconnecté',
        node_offline: 'Nœud hors ligne',
        node_offline_named: 'Le nœud %{name} est hors ligne',
        expires_in: 'Expire dans %{time}',
        sign_in: 'Connexion requise',
        allowed_ips: "Liste d'IP autorisées",
        blocked_ips: "Liste d'IP bloquées",
        blocked_ips_ignored: "Liste d'IP bloquées (non appliquée)",
      },
      test: {
        title: 'Tester le backend : %{name}',
        description:
          "La passerelle demande un chemin au backend de ce service à travers le tunnel du nœud (3 secondes au plus) et indique le statut HTTP. Elle n'utilise pas l'adresse publique : le test fonctionne aussi quand l'accès public est désactivé.",
        target: 'Requête envoyée par la passerelle :',
        gateway_note:
          "La passerelle interroge le nœud lui-même (%{address}), pas l'hôte du backend %{host} : pour un service derrière une passerelle, le test peut échouer alors que le backend fonctionne.",
        path: 'Chemin',
        path_help: 'Par exemple / ou /health.',
        path_invalid: "Le chemin doit commencer par un seul '/'.",
        submit: 'Tester',
        testing: 'Test de %{path}…',
        answered: 'Le backend a répondu à %{path} avec le statut HTTP %{status}.',
        failed: 'Le test du backend sur %{path} a échoué : %{reason}',
        no_success: 'aucune réponse de succès ou de redirection',
        failed_hint:
          "La passerelle n'a reçu aucune réponse de succès ou de redirection en 3 secondes : le backend est peut-être arrêté, son nœud hors ligne, ou le chemin absent.",
      },
      confirm_enable: {
        title: "Activer l'accès public",
        description:
          "Activer l'accès public rendra ce service joignable depuis les réseaux externes. Voulez-vous exposer ce service publiquement ?",
        accept: "Oui, activer l'accès public !",
        description_expired_tcp:
          "La durée de vie de ce service est écoulée. Un service TCP garde son expiration passée : la passerelle le désactivera de nouveau dans la minute. Exposez-le à nouveau pour lui donner une nouvelle durée de vie. L'activer quand même ?",
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
      bulk: {
        enable: {
          title: 'Activer l’accès public de %{smart_count} service |||| Activer l’accès public de %{smart_count} services',
          description: 'Il devient joignable depuis les réseaux externes. |||| Ils deviennent joignables depuis les réseaux externes.',
          accept: 'Oui, activer l’accès public !',
          done: '%{smart_count} service exposé avec succès ! |||| %{smart_count} services exposés avec succès !',
          partial: '%{smart_count} service n’a pas pu être exposé |||| %{smart_count} services n’ont pas pu être exposés',
          skipped: '%{smart_count} service sélectionné est déjà public et reste tel quel. |||| %{smart_count} services sélectionnés sont déjà publics et restent tels quels.',
        },
        disable: {
          title: 'Désactiver l’accès public de %{smart_count} service |||| Désactiver l’accès public de %{smart_count} services',
          description: 'Il devient injoignable depuis les réseaux externes. |||| Ils deviennent injoignables depuis les réseaux externes.',
          accept: 'Oui, désactiver l’accès public !',
          done: '%{smart_count} service retiré de l’accès public avec succès ! |||| %{smart_count} services retirés de l’accès public avec succès !',
          partial: '%{smart_count} service n’a pas pu être désactivé |||| %{smart_count} services n’ont pas pu être désactivés',
          skipped: '%{smart_count} service sélectionné est déjà désactivé et reste tel quel. |||| %{smart_count} services sélectionnés sont déjà désactivés et restent tels quels.',
        },
        delete: {
          label: 'Supprimer',
          title: 'Supprimer %{smart_count} service |||| Supprimer %{smart_count} services',
          description: 'Il est supprimé définitivement. Cette action est irréversible. |||| Ils sont supprimés définitivement. Cette action est irréversible.',
          accept: 'Oui, le supprimer ! |||| Oui, les supprimer !',
          done: '%{smart_count} service supprimé avec succès ! |||| %{smart_count} services supprimés avec succès !',
          partial: '%{smart_count} service n’a pas pu être supprimé |||| %{smart_count} services n’ont pas pu être supprimés',
          skipped: '%{smart_count} service sélectionné reste tel quel. |||| %{smart_count} services sélectionnés restent tels quels.',
        },
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
        blocked_ips_help_http:
          "Les passerelles Wiredoor enregistrent cette liste pour les services HTTP sans l'appliquer : utilisez les IP autorisées pour restreindre l'accès.",
        blocked_ip: 'IP bloquée %{index}',
        add_blocked_ip: 'Ajouter une IP bloquée',
        require_auth: "Exiger l'authentification",
        auth_not_enabled: "⚠️ L'authentification n'est pas activée pour ce domaine",
        auth_needs_domain: "Choisissez un domaine doté de l'authentification OAuth2 pour exiger une connexion.",
        auth_help: 'Les visiteurs doivent se connecter via la connexion OAuth2 de ce domaine.',
        skip_auth: "Chemins dispensés d'authentification (facultatif)",
        skip_auth_help:
          "Une règle par ligne : un chemin exact commençant par '/' ou une expression régulière commençant par '^'.",
        lifetime: 'Durée de vie (facultatif)',
        lifetime_help: 'La passerelle désactive le service à la fin de sa durée de vie.',
        lifetime_none: 'Aucune',
        lifetime_1h: '1 heure',
        lifetime_1d: '1 jour',
        lifetime_1w: '1 semaine',
        lifetime_custom: 'Personnalisée',
        lifetime_custom_value: 'Durée de vie personnalisée',
        lifetime_custom_help: 'Un nombre suivi de s, m, h ou d, par exemple 90m ou 2d. Vide : aucune durée de vie.',
        lifetime_fixed:
          "L'accès public prend fin le %{date}. La durée de vie se choisit à la création d'un service : la passerelle l'ignore lors des modifications.",
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
        blocked_ips_http_note:
          "Les passerelles Wiredoor n'appliquent pas les IP bloquées aux services HTTP : utilisez les IP autorisées pour restreindre l'accès.",
        title_disabled: "L'accès public est désactivé",
        disabled:
          "Votre service %{name} est désactivé : la passerelle ne le publie pas, il est donc injoignable depuis les réseaux externes. « Activer l'accès » le publie de nouveau.",
        title_expired: "L'accès public a expiré",
        expired:
          'La durée de vie de votre service %{name} est écoulée : la passerelle l\'a désactivé, il est donc injoignable depuis les réseaux externes.',
        expired_tcp_note:
          "Un service TCP garde son expiration passée : s'il est réactivé, la passerelle le désactive de nouveau dans la minute. Exposez-le à nouveau pour lui donner une nouvelle durée de vie.",
        node_disconnected:
          "Le nœud %{node} est déconnecté : la passerelle n'a aucun tunnel vers lui, les visiteurs reçoivent donc une erreur tant que le nœud n'est pas reconnecté.",
        node_offline:
          "Le nœud %{node} est hors ligne (aucune poignée de main WireGuard récente) : les visiteurs reçoivent une erreur jusqu'au retour de son tunnel.",
        state: 'État :',
        state_enabled: 'Activé',
        state_disabled: 'Désactivé',
        state_expired: 'Désactivé (expiré)',
        state_node_disconnected: 'nœud %{node} déconnecté',
        state_node_offline: 'nœud %{node} hors ligne',
        sign_in: 'Connexion :',
        sign_in_required: 'Requise (connexion OAuth2 du domaine)',
        sign_in_none: 'Non requise',
        expires: 'Expiration :',
        expires_in: '(dans %{time})',
        expires_ended: '(terminée)',
        /** A service the exposure inventory flags: its flags, each a link to the inventory filtered on it. */
        flagged: "L'inventaire d'exposition signale ce service (chaque signal ouvre l'inventaire filtré sur lui) :",
      },
    },
  },
};
