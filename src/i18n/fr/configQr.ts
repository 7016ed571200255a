/** Textes du QR code de la configuration WireGuard (fenêtre « nœud prêt » et détails du nœud). */
export const configQr = {
  app: {
    config_qr: {
      title: 'QR code WireGuard',
      intro: "Scannez ce code avec l'application WireGuard d'un téléphone ou d'une tablette pour importer le tunnel de ce nœud.",
      warning: 'Le QR code contient la clé privée de ce nœud. Ne l’affichez que là où personne d’autre ne voit votre écran.',
      show: 'Afficher le QR code',
      hide: 'Masquer le QR code',
      alt: 'QR code de la configuration WireGuard de %{name}',
      too_long: 'Cette configuration est trop longue pour un QR code. Téléchargez plutôt le fichier.',
    },
  },
};
