/** SSL certificate types of SPEC §9, as react-admin choices (names are i18n keys). */
export const sslChoices = [
  { id: 'self-signed', name: 'app.domains.ssl.self_signed' },
  { id: 'certbot', name: 'app.domains.ssl.certbot' },
];

/** With domain validation skipped only a self-signed certificate can be issued (SPEC §5 Domain). */
export const sslChoicesFor = (skipValidation: boolean) =>
  sslChoices.map((choice) => ({ ...choice, disabled: skipValidation && choice.id === 'certbot' }));
