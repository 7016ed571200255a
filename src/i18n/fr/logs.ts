/** Textes des écrans de journaux (SPEC §2 « Logs screen », routes et fils d'Ariane). */
export const logs = {
  app: {
    logs: {
      title: 'Journaux en temps réel',
      breadcrumb: {
        label: "Fil d'Ariane",
        domains: 'Domaines',
        nodes: 'Nœuds',
        services: 'Services %{type}',
      },
      heading: {
        domain: "Journal d'accès de %{domain}",
        service: 'Service %{type} %{name}',
      },
      unknown_type: "Les journaux n'existent que pour les services HTTP et TCP ; « %{type} » n'en fait pas partie.",
      connection: {
        connecting: 'Connexion…',
        open: 'En direct',
        reconnecting: 'Connexion perdue, reconnexion…',
        gateway_error: 'Erreur de la passerelle, nouvel essai chaque seconde…',
      },
      stats: {
        kept: '%{count} ligne |||| %{count} lignes',
        shown: '%{shown} sur %{count} ligne affichée |||| %{shown} sur %{count} lignes affichées',
        rate: '%{rate} ligne/s |||| %{rate} lignes/s',
        skipped: '%{count} message illisible ignoré |||| %{count} messages illisibles ignorés',
      },
      action: {
        toolbar: 'Actions sur les journaux',
        pause: 'Pause',
        resume: 'Reprendre',
        resume_new: 'Reprendre (%{count} de plus)',
        pause_hint: "Fige l'affichage ; les nouvelles lignes restent conservées (jusqu'à %{cap}) et comptées",
        follow: 'Suivre',
        follow_hint: "Garde la ligne la plus récente à l'écran ; remonter arrête le suivi",
        wrap: 'Retour à la ligne',
        wrap_hint: 'Afficher les lignes longues en entier, sur plusieurs rangées, au lieu de défiler sur le côté',
        clear: 'Effacer les lignes',
        download: 'Télécharger les lignes conservées dans un fichier .log',
        downloaded: '%{count} ligne enregistrée dans %{file} |||| %{count} lignes enregistrées dans %{file}',
      },
      filter: {
        text: 'Filtrer les lignes',
        clear_text: 'Effacer le filtre de texte',
        levels: 'Niveaux affichés',
        level: {
          error: 'Erreur',
          warn: 'Avertissement',
          info: 'Info',
          debug: 'Débogage',
          other: 'Autre',
        },
        level_hint: {
          error: 'Lignes marquées [ERROR], et requêtes dont la réponse a un statut 5xx',
          warn: 'Lignes marquées [WARN] ou [WARNING], et requêtes dont la réponse a un statut 4xx',
        },
      },
      list: 'Lignes du journal',
      copy_line: 'Copier la ligne',
      line_copied: 'Ligne copiée',
      copy_failed: "La ligne n'a pas pu être copiée",
      waiting: 'En attente de lignes de journal…',
      no_match: 'Aucune ligne ne correspond au filtre',
      gateway_error: 'La passerelle signale :',
      invalid_message: "Un message de la passerelle n'a pas pu être lu ; il a été ignoré.",
    },
  },
};
