/** Textes partagés entre les écrans : erreurs (SPEC §8), boutons, dialogues, page introuvable. */
export const common = {
  /** react-admin's sort label lower-cases the first letter of the column ("sSL Certs"): the name as shown. */
  ra: { sort: { sort_by: 'Trier par %{field} %{order}' } },
  app: {
    name: 'Ingress Console',
    errors: {
      unknown: 'Erreur inconnue',
      network: 'La passerelle est injoignable. Vérifiez votre connexion et réessayez.',
      server: 'La passerelle a répondu par une erreur. Réessayez dans un instant.',
      load_failed: "Cette liste n'a pas pu être chargée.",
      whole_list_capped: 'Recherche et filtres faits sur les %{fetched} premières lignes sur %{total} : cette passerelle ne sait pas chercher, la console l’a fait sur %{fetched} lignes au plus.',
      invalid_response: 'La passerelle a envoyé une réponse que la console ne sait pas lire.',
      form_refused: 'La passerelle a refusé le formulaire : voir le message au-dessus de ses champs.',
      /** The gateway's own words, shown as they are (never looked up as a key). */
      server_said: '%{message}',
    },
    /** Le compteur d'un nom qui approche de la limite de la passerelle (components/NameInput.tsx). */
    form: {
      name_counter: '%{length}/%{max}',
      name_counter_label: '%{length} caractères sur %{max}',
      name_kept: 'Créé hors de la console et plus long que ne peuvent l’être les nouveaux noms : conservé tel quel.',
    },
    action: {
      cancel: 'Annuler',
      accept: 'Accepter',
      save: 'Enregistrer',
      got_it: 'Compris !',
      close: 'Fermer',
      copy: 'Copier',
      copied: 'Copié !',
      copy_failed: 'Échec de la copie',
      actions: 'Actions',
      more_actions: "Plus d'actions pour %{name}",
      search: 'Rechercher',
      remove_item: 'Supprimer %{name}',
      retry: 'Réessayer',
    },
    /** Bulk actions on selected rows. */
    bulk: {
      targets: 'Ce qui change',
      more: 'et %{smart_count} autre |||| et %{smart_count} autres',
      progress: '%{done} sur %{total} faits…',
      succeeded: '%{smart_count} réussi. |||| %{smart_count} réussis.',
      failures: 'Ce qui a échoué, et pourquoi',
    },
    /** A list whose search or filters match nothing (components/EmptyState.tsx). */
    list: {
      search_named: '« %{value} »',
      clear_filters: 'Effacer les filtres',
    },
    not_found: {
      title: "Hum… cette page n'existe pas. Essayez de chercher autre chose !",
      back: "Retour à l'accueil",
    },
    units: {
      bytes: 'octets',
      kb: 'Ko',
      mb: 'Mo',
      gb: 'Go',
      tb: 'To',
    },
    demo: {
      reset: 'Réinitialiser les données de démonstration',
      reset_done: 'Données de démonstration restaurées',
    },
  },
};
