export const auth = {
  app: {
    auth: {
      username: "Nom d'utilisateur",
      password: 'Mot de passe',
      sign_in: 'Se connecter',
      sign_out: 'Se déconnecter',
      signing_out: 'Déconnexion…',
      title: 'Connectez-vous à votre passerelle',
      invalid_credentials: 'Identifiants invalides',
      too_many_attempts: 'Trop de tentatives, réessayez plus tard',
      retry_in: 'Réessayez dans %{time}',
      one_attempt_left: 'Plus qu’une tentative avant le blocage temporaire de la connexion',
      no_attempt_left: 'Plus aucune tentative : la connexion est bloquée pour un moment',
      terms_prefix: 'En vous connectant, vous acceptez les ',
      terms_link: "Conditions d'utilisation",
      close_error: 'Fermer',
      show_password: 'Afficher le mot de passe',
      hide_password: 'Masquer le mot de passe',
      language: 'Langue',
    },
  },
};
