/** Texts of the WireGuard configuration QR code (node-ready dialog and node details). */
export const configQr = {
  app: {
    config_qr: {
      title: 'WireGuard QR code',
      intro: 'Scan this code with the WireGuard app on a phone or tablet to import the tunnel of this node.',
      warning: "The QR code contains this node's private key. Show it only where no one else can see your screen.",
      show: 'Show QR code',
      hide: 'Hide QR code',
      alt: 'QR code of the WireGuard configuration of %{name}',
      too_long: 'This configuration is too long for a QR code. Download the file instead.',
    },
  },
};
