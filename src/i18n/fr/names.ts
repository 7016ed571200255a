/** Noms par lesquels un fichier de configuration distingue les enregistrements (issue 41) : ce qu'un formulaire dit d'un nom que la passerelle a déjà. */
export const names = {
  app: {
    names: {
      taken: {
        node: 'La passerelle a déjà un nœud nommé « %{name} ». Choisissez un autre nom : un fichier de configuration distingue les nœuds par leur nom.',
        http: "Ce nœud a déjà un service HTTP nommé « %{name} ». Choisissez un autre nom : un fichier de configuration distingue les services d'un nœud par leur nom.",
        tcp: "Ce nœud a déjà un service TCP/UDP nommé « %{name} ». Choisissez un autre nom : un fichier de configuration distingue les services d'un nœud par leur nom.",
      },
    },
  },
};
