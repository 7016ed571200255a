/** Textes des commandes propres à la démo (src/demo), servis seulement dans les builds de démonstration. */
export const fr = {
  app: {
    demo: {
      tunnel: {
        bring_up: 'Établir le tunnel (démo)',
        explain: 'Démo uniquement : joue le rôle du propriétaire du nœud qui importe sa configuration.',
        done: 'Démo : le tunnel de %{name} est établi ; il sera en ligne d’ici une seconde.',
        failed: 'Démo : le tunnel de %{name} n’a pas pu être établi : %{message}',
      },
    },
  },
};
