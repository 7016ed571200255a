/** Textes des graphiques de trafic et de disponibilité (ticket 23). Les statuts des nœuds sont app.nodes.status.*. */
export const charts = {
  app: {
    charts: {
      received: 'Reçu',
      transmitted: 'Émis',
      throughput: 'Débit',
      nodes_online: 'Nœuds en ligne',
      nodes_total: 'Nœuds au total',
      fleet_throughput: 'Débit de la flotte',
      fleet_online: 'Nœuds en ligne au fil du temps',
      rate_units: {
        bytes: 'o/s',
        kb: 'Ko/s',
        mb: 'Mo/s',
        gb: 'Go/s',
        tb: 'To/s',
      },
      unknown: 'Inconnu',
      online_of_total: '%{online} sur %{total}',
      coverage: {
        since: 'Depuis %{time}, tant qu’une console était ouverte',
        empty: 'Pas encore de données : le graphique se remplit tant qu’une console est ouverte',
      },
      summary: {
        values: '%{series} : actuel %{now}, pic %{peak}, moyenne %{average}',
        none: '%{series} : pas encore de données',
        past: '%{series} : plus observé en ce moment ; pic %{peak}, moyenne %{average}',
      },
      chart_label: '%{title}, graphique ; les chiffres sont dans le résumé et le tableau',
      table: {
        show: 'Afficher en tableau',
        hide: 'Afficher en graphique',
        time: 'Heure',
        received: 'Reçu/s',
        transmitted: 'Émis/s',
        throughput: 'Débit/s',
        online: 'Nœuds en ligne',
        caption: '%{title}, du plus récent au plus ancien',
        grouped: '%{title}, une ligne par minute (moyenne des valeurs connues), du plus récent au plus ancien',
        grouped_by: '%{title}, une ligne par tranche de %{interval} (moyenne des valeurs connues), du plus récent au plus ancien',
      },
      status: {
        unwatched: 'Non observé',
        unknown: 'Statut inconnu',
      },
      window: {
        hour: 'Dernière heure',
        day: 'Dernières 24 heures',
        other: 'Période de %{duration}',
      },
      window_phrase: {
        hour: 'dernière heure',
        day: 'dernières 24 heures',
        other: 'période de %{duration}',
      },
      timeline: {
        label: 'Statut, %{window}',
        segment: '%{status}, de %{from} à %{to} (%{duration})',
        changes: 'Changements de statut, du plus récent au plus ancien',
        since: 'Depuis',
        status: 'Statut',
        duration: 'Durée',
      },
      strip: {
        summary: '%{window} : %{parts}',
        part: '%{status} pendant %{duration}',
      },
      sparkline: {
        label: 'Trafic, %{window} : actuel %{now}, pic %{peak}',
        empty: 'Trafic, %{window} : pas encore de données',
        past: 'Trafic, %{window} : plus observé en ce moment ; pic %{peak}',
        summary: 'Trafic, %{window} : actuel %{now}, pic %{peak}, moyenne %{average}',
        summary_past: 'Trafic, %{window} : plus observé en ce moment ; pic %{peak}, moyenne %{average}',
      },
    },
  },
};
