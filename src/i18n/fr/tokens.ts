/** Textes de la carte et des dialogues des jetons d'accès des nœuds (SPEC §2 Tokens card ; API-FACTS §11.8, §11.12). */
export const tokens = {
  app: {
    tokens: {
      title: "Jetons d'accès du nœud",
      add: '+ Ajouter un jeton',
      empty: "Aucun jeton d'accès pour le moment",
      fields: {
        name: 'Nom',
        expires: 'Expiration',
        status: 'Statut',
        actions: 'Actions',
      },
      expiry: {
        never: 'Jamais',
        ended: 'expiré %{relative}',
      },
      status: {
        active: 'Actif',
        expired: 'Expiré',
        revoked: 'Révoqué',
      },
      menu: {
        revoke: 'Révoquer',
        delete: 'Supprimer',
      },
      confirm: {
        revoke: {
          title: "Révoquer le jeton d'accès personnel",
          description:
            "Révoquer ce jeton lui retire immédiatement l'accès au système et empêche l'authentification des services ou applications qui l'utilisent. Cela ne coupe cependant pas forcément un tunnel WireGuard actif. Si le jeton a été compromis, désactivez le nœud pour couper complètement l'accès. Voulez-vous vraiment révoquer ce jeton ?",
          accept: 'Oui, révoquer le jeton !',
        },
        delete: {
          title: "Supprimer le jeton d'accès personnel",
          description:
            "Supprimer ce jeton le retire définitivement du système, sans retour possible. Cela ne déconnecte cependant pas forcément un tunnel WireGuard actif. Si le jeton a été compromis, désactivez le nœud pour couper complètement l'accès. Voulez-vous vraiment supprimer ce jeton ?",
          accept: 'Oui, supprimer !',
        },
      },
      notify: {
        revoked: "Jeton d'accès personnel révoqué avec succès !",
        deleted: "Jeton d'accès personnel supprimé avec succès !",
      },
      form: {
        title: "Configuration du jeton d'accès",
        name: 'Nom',
        name_placeholder: 'Saisissez un nom parlant pour ce jeton',
        expire_at: 'Expire le (facultatif)',
        expire_at_helper: 'Indiquez quand le jeton doit être révoqué automatiquement',
      },
      created: {
        title: "Nouveau jeton d'accès généré",
        intro:
          "Votre nouveau jeton d'accès personnel a bien été créé. Conservez-le en lieu sûr : il ne sera plus jamais affiché.",
        name: 'Nom du jeton :',
        expires: 'Le jeton expire le %{date} (%{relative})',
        token: 'Jeton',
        note: "Le jeton n'est visible qu'une seule fois. Conservez-le en lieu sûr.",
        docs: 'Utilisez-le avec :',
        cli: "l'outil CLI",
        image: "l'image de conteneur du client",
        chart: 'le chart Kubernetes',
      },
    },
  },
};
