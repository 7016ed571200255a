/**
 * Ce que signifient les refus de la passerelle pour un formulaire, en clair (src/providers/gatewayRefusals.ts
 * associe chaque réponse 400 et 422 qu'un formulaire peut recevoir à l'un de ces textes).
 */
export const refusals = {
  app: {
    refusals: {
      unknown: 'La passerelle a refusé cette valeur.',
      not_text: 'Saisissez ce champ sous forme de texte.',
      not_boolean: 'Cette option doit être activée ou désactivée.',
      unreadable: "La passerelle n'a pas pu lire cette valeur.",
      one_of: "Choisissez l'une de ces valeurs : %{values}.",
      invalid_value: "La passerelle n'accepte pas cette valeur.",
      unknown_field: "Cette passerelle ne connaît pas le champ « %{key} » : elle utilise peut-être une autre version de Wiredoor.",
      ip: 'Saisissez une adresse IP.',
      pattern: "Cette valeur n'a pas la forme qu'attend la passerelle.",
      email: 'Saisissez une adresse e-mail valide dont le domaine se termine par un domaine de premier niveau connu (.com, .org, un code pays…).',
      domain_name: "La passerelle n'accepte pas ce nom de domaine : vérifiez son orthographe et qu'il se termine par un domaine de premier niveau connu (.com, .org, un code pays…).",
      duplicate_entry: 'Cette entrée figure déjà dans la liste.',
      dns: 'Saisissez les serveurs DNS sous forme d’adresses IP (IPv4 ou IPv6, sans /préfixe), séparées par des virgules, par ex. 1.1.1.1, 8.8.8.8.',
      networks_without_gateway: 'Seule une passerelle a des interfaces et des sous-réseaux : cochez « Servir de passerelle réseau », ou retirez-les.',
      subnet_has_gateway: "Ce sous-réseau contient l'adresse de la passerelle elle-même, qu'un nœud passerelle ne doit pas router : saisissez le réseau situé derrière le nœud, par ex. 192.168.1.0/24.",
      duplicate_interface: "L'interface « %{name} » figure deux fois : donnez à chaque sous-réseau sa propre interface.",
      port_below: "Cette passerelle n'expose les services TCP et UDP que sur les ports à partir de %{min} (son TCP_SERVICES_PORT_RANGE) : choisissez un port de sa plage, ou laissez le champ vide pour qu'un port soit attribué.",
      port_above: "Cette passerelle n'expose les services TCP et UDP que sur les ports jusqu'à %{max} (son TCP_SERVICES_PORT_RANGE) : choisissez un port de sa plage, ou laissez le champ vide pour qu'un port soit attribué.",
      no_port_range: "Cette passerelle n'a aucun port réservé aux services TCP et UDP (son réglage TCP_SERVICES_PORT_RANGE manque) : son administrateur doit en définir un.",
      no_free_port: "Tous les ports publics de la plage de la passerelle (%{min}–%{max}) sont pris : supprimez un service TCP ou UDP devenu inutile, ou demandez à l'administrateur d'élargir TCP_SERVICES_PORT_RANGE.",
      taken: {
        address: 'Un autre nœud a déjà cette adresse : choisissez-en une libre, ou laissez le champ vide pour qu’une adresse soit attribuée.',
        domain: 'Ce domaine existe déjà sur la passerelle : modifiez-le dans la liste des domaines, ou saisissez un autre nom.',
        domain_path: 'Un autre service HTTP répond déjà sur ce domaine et ce chemin : choisissez un autre chemin.',
        port: 'Un autre service TCP ou UDP utilise déjà ce port public : choisissez-en un autre, ou laissez le champ vide pour qu’un port soit attribué.',
        backend: 'Un autre service TCP ou UDP de ce nœud redirige déjà vers cet hôte et ce port.',
        other: 'Cette valeur est déjà utilisée sur la passerelle.',
      },
      domain_not_pointing:
        "Ce domaine ne mène pas encore à cette passerelle : ajoutez pour lui un enregistrement DNS (A ou CNAME) qui pointe ici et réessayez, ou ajoutez le domaine avec « Ignorer la validation du domaine » (certificat auto-signé).",
      domain_rename: "Le nom d'un domaine ne peut pas être modifié : ajoutez le nouveau domaine, puis supprimez celui-ci.",
      domain_unusable: "La passerelle n'a pas pu mettre en place ce domaine (elle n'a obtenu aucun certificat pour lui) : ajoutez d'abord le domaine dans la liste des domaines, avec un certificat auto-signé si besoin.",
      dns_provider_failed: "Le fournisseur DNS de la passerelle n'a pas pu créer d'enregistrement pour ce domaine : vérifiez les réglages du fournisseur, ou créez l'enregistrement vous-même.",
      dns_record_pending: "L'enregistrement DNS du domaine a été créé mais ne mène pas encore ici : attendez quelques minutes, puis réessayez.",
      backend_unreachable: "La passerelle n'a pas pu se connecter au port %{port} de %{host} : vérifiez que le service y tourne et que le nœud est connecté.",
      local_node_localhost: "Sur le nœud de la passerelle elle-même, le backend ne peut pas être localhost ni 127.0.0.1 : saisissez l'adresse de l'hôte qui fait tourner le service.",
      oauth2_not_configured:
        "Cette passerelle n'est pas configurée pour OAuth2 : son administrateur doit définir OAUTH2_PROXY_PROVIDER, OAUTH2_PROXY_CLIENT_ID et OAUTH2_PROXY_CLIENT_SECRET, puis la redémarrer.",
      certbot_failed: "Let's Encrypt n'a pas pu délivrer de certificat pour ce domaine, faute d'avoir pu le joindre à travers cette passerelle : vérifiez que l'enregistrement DNS du domaine pointe ici, ou choisissez Auto-signé.",
      no_free_address: "La passerelle n'a plus d'adresse libre dans son sous-réseau VPN : supprimez un nœud devenu inutile, ou demandez à l'administrateur un VPN_SUBNET plus grand.",
      local_node_locked: 'Le nœud de la passerelle elle-même ne peut pas être modifié.',
      node_gone: "Ce nœud n'existe plus sur la passerelle : il a été supprimé entre-temps.",
      domain_gone: "Ce domaine n'existe plus sur la passerelle : il a été supprimé entre-temps.",
      service_gone: "Ce service n'existe plus sur la passerelle : il a été supprimé entre-temps.",
    },
  },
};
