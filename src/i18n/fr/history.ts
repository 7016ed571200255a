/** Textes des cartes d'historique autour des graphiques (issue 23) : titres et choix de la période. */
export const history = {
  app: {
    history: {
      node_title: 'Trafic et état',
      fleet_title: 'Trafic de la flotte',
      fleet_sampled: 'Grande flotte : lue toutes les %{interval}, dernière lecture à %{time}.',
      throughput: 'Débit',
      last_hour: 'Dernière heure',
      window: {
        label: 'Période',
        minutes: '15 dernières minutes',
        day: 'Dernières 24 heures',
      },
    },
  },
};
