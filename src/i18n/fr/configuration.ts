/** Textes de la configuration de la passerelle en fichier : ses problèmes, les remarques d'un plan. */
export const configuration = {
  app: {
    configuration: {
      problems: {
        version: 'Le fichier doit contenir « version: 1 » (le format que lit cette console)',
        newer_version: 'Ce fichier est en version %{version} ; cette console lit la version %{supported}. Mettez la console à jour pour le lire',
        duplicate: '« %{name} » figure deux fois',
        syntax: 'YAML invalide : %{reason}',
        not_a_map: 'Le fichier doit être une table avec « version », « domains » et « nodes »',
        unknown_domain: 'Le service « %{service} » du nœud « %{node} » utilise le domaine %{domain}, que ni le fichier ni la passerelle ne connaissent',
        ambiguous: {
          domain: 'La passerelle a %{count} domaines nommés %{name} : supprimez les doublons avant de planifier',
          node: 'La passerelle a %{count} nœuds nommés « %{name} » : renommez ou supprimez les doublons avant de planifier',
          http: 'Le nœud « %{node} » a %{count} services HTTP nommés « %{name} » sur la passerelle : renommez ou supprimez les doublons avant de planifier',
          tcp: 'Le nœud « %{node} » a %{count} services TCP/UDP nommés « %{name} » sur la passerelle : renommez ou supprimez les doublons avant de planifier',
        },
        local_node: '« %{name} » est le nœud propre de la passerelle, qu\'un fichier ne peut pas gérer',
      },
      notes: {
        new_node:
          'Le nœud « %{name} » sera créé avec de nouvelles clés : son propriétaire doit l\'inscrire à nouveau avec la nouvelle configuration ou le nouveau jeton, affichés une seule fois à la fin de l\'exécution. Tant que son tunnel n\'est pas établi, la passerelle refuse d\'exposer ses services.',
        lifetime_kept:
          'La durée de vie du service « %{service} » du nœud « %{node} » diffère du fichier ; la passerelle ne fixe une durée de vie qu\'à l\'exposition d\'un service, elle reste donc inchangée',
      },
    },
  },
};
