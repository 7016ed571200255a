/** Textes des écrans des domaines (SPEC §2 Domains page, §5 Domain, §8 notifications ; API-FACTS §11.10, §11.12). */
export const domains = {
  resources: {
    domains: { name: 'Domaine |||| Domaines' },
  },
  app: {
    domains: {
      title: 'Domaines',
      add: 'Ajouter un domaine',
      fields: {
        domain: 'Domaine',
        ssl: 'Certificats SSL',
        created_at: 'Créé le',
        services: 'Services du domaine',
      },
      ssl: {
        self_signed: 'Auto-signé',
        certbot: "Let's Encrypt",
      },
      open: 'Ouvrir https://%{domain} dans un nouvel onglet',
      show_services: 'Afficher les services de %{domain}',
      hide_services: 'Masquer les services de %{domain}',
      search_label: 'Rechercher des domaines',
      empty: {
        title: 'Aucun domaine pour le moment',
        description:
          "Vous n'avez encore ajouté aucun domaine. Ajoutez-en un pour y publier des services avec un certificat SSL et, si besoin, une connexion OAuth2.",
        action: 'Ajouter un domaine',
      },
      no_match: 'Aucun domaine ne correspond à %{filters}',
      form: {
        title: 'Paramètres du domaine et du SSL',
        domain: 'Domaine',
        domain_locked: 'Un nom de domaine ne peut pas être modifié. Ajoutez-en un nouveau et supprimez plutôt celui-ci.',
        skip_validation: 'Ignorer la validation du domaine',
        skip_validation_help:
          'Ne pas vérifier que le domaine pointe vers cette passerelle ; seul un certificat auto-signé pourra alors être émis.',
        ssl: 'Type de certificat SSL',
        authentication: "Activer l'authentification OAuth2",
        authentication_help: "Les visiteurs se connectent avec le fournisseur d'identité configuré sur la passerelle.",
        allowed_emails: 'E-mails autorisés',
        allowed_emails_help: "Seules ces adresses peuvent se connecter. Les entrées vides sont ignorées, et une liste vide laisse entrer toute personne acceptée par le fournisseur d'identité.",
        email: 'E-mail %{index}',
        add_email: 'Ajouter un e-mail',
      },
      action: {
        logs: 'Suivi des journaux',
        edit: 'Modifier le domaine',
        delete: 'Supprimer le domaine',
      },
      confirm_delete: {
        title: 'Supprimer le domaine',
        description: 'Voulez-vous vraiment supprimer ce domaine ?',
        accept: 'Oui, supprimer !',
      },
      notify: {
        created: 'Domaine créé avec succès !',
        updated: 'Domaine mis à jour avec succès !',
        deleted: 'Domaine supprimé avec succès !',
      },
    },
  },
};
