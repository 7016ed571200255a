/**
 * What an operator reads when a gateway refuses a form, in English and French: the sentences of
 * src/providers/gatewayRefusals.ts as the catalogues word them (`{…}` stands for a value of the run).
 */
export interface Sentence {
  en: string;
  fr: string;
}

const NOT_POINTING: Sentence = {
  en: 'This domain does not lead to this gateway yet: add a DNS record (A or CNAME) for it that points here and try again, or add the domain with “Skip Domain Validation” (self-signed certificate).',
  fr: 'Ce domaine ne mène pas encore à cette passerelle : ajoutez pour lui un enregistrement DNS (A ou CNAME) qui pointe ici et réessayez, ou ajoutez le domaine avec « Ignorer la validation du domaine » (certificat auto-signé).',
};

export const SENTENCES = {
  required: { en: 'This field is required', fr: 'Ce champ est obligatoire' },
  domainRequired: { en: 'The domain field is required', fr: 'Le champ domaine est obligatoire' },
  notText: { en: 'Enter this as text.', fr: 'Saisissez ce champ sous forme de texte.' },
  notBoolean: { en: 'This option must be on or off.', fr: 'Cette option doit être activée ou désactivée.' },
  date: { en: 'This field must be a valid date', fr: 'Ce champ doit être une date valide' },
  number: { en: 'This field must be a number', fr: 'Ce champ doit être un nombre' },
  integer: { en: 'This field must be an integer', fr: 'Ce champ doit être un nombre entier' },
  atMost120: { en: 'This field must be less than or equal to 120', fr: 'Ce champ doit être inférieur ou égal à 120' },
  atLeast0: { en: 'This field must be greater than or equal to 0', fr: 'Ce champ doit être supérieur ou égal à 0' },
  atMost40Characters: { en: 'This field must be less than or equal to 40 characters long', fr: 'Ce champ doit contenir au plus 40 caractères' },
  dns: {
    en: 'Enter DNS servers as IP addresses (IPv4 or IPv6, without a /prefix), separated by commas, e.g. 1.1.1.1, 8.8.8.8.',
    fr: 'Saisissez les serveurs DNS sous forme d’adresses IP (IPv4 ou IPv6, sans /préfixe), séparées par des virgules, par ex. 1.1.1.1, 8.8.8.8.',
  },
  ipv4: { en: 'This field must be a valid IPv4 address without CIDR', fr: 'Ce champ doit être une adresse IPv4 valide, sans CIDR' },
  cidr: {
    en: 'This field must be an IP address with a CIDR prefix, e.g. 192.168.1.0/24',
    fr: 'Ce champ doit être une adresse IP avec un préfixe CIDR, par ex. 192.168.1.0/24',
  },
  ipOrCidr: { en: 'Each entry must be a valid IP address or CIDR range', fr: 'Chaque entrée doit être une adresse IP ou une plage CIDR valide' },
  port: { en: 'This field must be a valid port (1-65535)', fr: 'Ce champ doit être un port valide (1-65535)' },
  addressTaken: {
    en: 'Another node already has this address: choose a free one, or leave it empty to have one assigned.',
    fr: 'Un autre nœud a déjà cette adresse : choisissez-en une libre, ou laissez le champ vide pour qu’une adresse soit attribuée.',
  },
  duplicateInterface: {
    en: 'The interface “eth0” is listed twice: give each subnet an interface of its own.',
    fr: "L'interface « eth0 » figure deux fois : donnez à chaque sous-réseau sa propre interface.",
  },
  subnetHasGateway: {
    en: "This subnet contains the gateway's own address, which a gateway node must not route: enter the network behind the node, e.g. 192.168.1.0/24.",
    fr: "Ce sous-réseau contient l'adresse de la passerelle elle-même, qu'un nœud passerelle ne doit pas router : saisissez le réseau situé derrière le nœud, par ex. 192.168.1.0/24.",
  },
  networksWithoutGateway: {
    en: 'Only a gateway has interfaces and subnets: tick “Act as a network gateway”, or remove them.',
    fr: 'Seule une passerelle a des interfaces et des sous-réseaux : cochez « Servir de passerelle réseau », ou retirez-les.',
  },
  localNodeLocked: { en: "The gateway's own node cannot be changed.", fr: 'Le nœud de la passerelle elle-même ne peut pas être modifié.' },
  nodeGone: { en: 'This node no longer exists on the gateway: it was deleted meanwhile.', fr: "Ce nœud n'existe plus sur la passerelle : il a été supprimé entre-temps." },
  domainGone: { en: 'This domain no longer exists on the gateway: it was deleted meanwhile.', fr: "Ce domaine n'existe plus sur la passerelle : il a été supprimé entre-temps." },
  serviceGone: { en: 'This service no longer exists on the gateway: it was deleted meanwhile.', fr: "Ce service n'existe plus sur la passerelle : il a été supprimé entre-temps." },
  domainFormat: { en: 'The domain must be in a valid format', fr: "Le domaine n'a pas un format valide" },
  domainName: {
    en: 'The gateway does not take this domain name: check its spelling and that it ends in a known top-level domain (.com, .org, a country code…).',
    fr: "La passerelle n'accepte pas ce nom de domaine : vérifiez son orthographe et qu'il se termine par un domaine de premier niveau connu (.com, .org, un code pays…).",
  },
  domainTaken: {
    en: 'This domain already exists on the gateway: edit it in the Domains list, or enter another name.',
    fr: 'Ce domaine existe déjà sur la passerelle : modifiez-le dans la liste des domaines, ou saisissez un autre nom.',
  },
  certbotNeedsValidation: {
    en: "Let's Encrypt needs domain validation; use Self Signed",
    fr: "Let's Encrypt exige la validation du domaine ; utilisez Auto-signé",
  },
  sslChoices: { en: 'Choose one of: self-signed, certbot.', fr: "Choisissez l'une de ces valeurs : self-signed, certbot." },
  email: {
    en: 'Enter a valid e-mail address whose domain ends in a known top-level domain (.com, .org, a country code…).',
    fr: 'Saisissez une adresse e-mail valide dont le domaine se termine par un domaine de premier niveau connu (.com, .org, un code pays…).',
  },
  duplicateEmail: { en: 'This e-mail address is already in the list', fr: 'Cette adresse e-mail figure déjà dans la liste' },
  emailsWithoutAuth: { en: 'Allowed emails need OAuth2 authentication', fr: "Les e-mails autorisés nécessitent l'authentification OAuth2" },
  domainRename: {
    en: "A domain's name cannot be changed: add the new domain, then delete this one.",
    fr: "Le nom d'un domaine ne peut pas être modifié : ajoutez le nouveau domaine, puis supprimez celui-ci.",
  },
  domainOrPath: { en: 'Either a domain or a path is required', fr: 'Un domaine ou un chemin est requis' },
  pathCharacters: {
    en: 'The path must start with / and hold only letters, digits and the characters / . _ ~ -',
    fr: 'Le chemin doit commencer par / et ne contenir que des lettres, des chiffres et les caractères / . _ ~ -',
  },
  httpChoices: { en: 'Choose one of: http, https.', fr: "Choisissez l'une de ces valeurs : http, https." },
  tcpChoices: { en: 'Choose one of: tcp, udp.', fr: "Choisissez l'une de ces valeurs : tcp, udp." },
  localhost: {
    en: 'The gateway itself (localhost, 127.0.0.1) cannot be the backend: enter the address of the host that runs the service, e.g. 192.168.1.10',
    fr: "La passerelle elle-même (localhost, 127.0.0.1) ne peut pas être le backend : saisissez l'adresse de l'hôte qui fait tourner le service, par ex. 192.168.1.10",
  },
  ttl: {
    en: 'Enter a lifetime as a number and a unit: s, m, h or d (e.g. 30s, 10m, 2h, 1d)',
    fr: 'Saisissez une durée sous la forme d’un nombre et d’une unité : s, m, h ou d (par ex. 30s, 10m, 2h, 1d)',
  },
  skipAuthPrefix: {
    en: 'Line 1 should not contain HTTP method or operator prefix: "GET=/x"',
    fr: "La ligne 1 ne doit pas contenir de méthode HTTP ni de préfixe d'opérateur : \"GET=/x\"",
  },
  skipAuthForbidden: { en: 'Line 2 contains forbidden characters: "/a;b"', fr: 'La ligne 2 contient des caractères interdits : "/a;b"' },
  skipAuthRegex: { en: 'Line 1 is not a valid regular expression: "^/(a"', fr: "La ligne 1 n'est pas une expression régulière valide : \"^/(a\"" },
  skipAuthStart: { en: "Line 1 must start with '/' or '^': \"health\"", fr: "La ligne 1 doit commencer par '/' ou '^' : \"health\"" },
  skipAuthWhitespace: { en: 'Line 1 contains whitespace and is not valid: "/a b"', fr: "La ligne 1 contient des espaces et n'est pas valide : \"/a b\"" },
  backendUnreachable: (port: string, host: string): Sentence => ({
    en: `The gateway could not connect to port ${port} on ${host}: check that the service runs there and that the node is connected.`,
    fr: `La passerelle n'a pas pu se connecter au port ${port} de ${host} : vérifiez que le service y tourne et que le nœud est connecté.`,
  }),
  localNodeLocalhost: {
    en: "On the gateway's own node the backend cannot be localhost or 127.0.0.1: enter the address of the host that runs the service.",
    fr: "Sur le nœud de la passerelle elle-même, le backend ne peut pas être localhost ni 127.0.0.1 : saisissez l'adresse de l'hôte qui fait tourner le service.",
  },
  domainPathTaken: {
    en: 'Another HTTP service already answers on this domain and path: choose another path.',
    fr: 'Un autre service HTTP répond déjà sur ce domaine et ce chemin : choisissez un autre chemin.',
  },
  portBelow: (min: string): Sentence => ({
    en: `This gateway exposes TCP and UDP services on ports from ${min} only (its TCP_SERVICES_PORT_RANGE): choose a port in its range, or leave it empty to have one assigned.`,
    fr: `Cette passerelle n'expose les services TCP et UDP que sur les ports à partir de ${min} (son TCP_SERVICES_PORT_RANGE) : choisissez un port de sa plage, ou laissez le champ vide pour qu'un port soit attribué.`,
  }),
  portAbove: (max: string): Sentence => ({
    en: `This gateway exposes TCP and UDP services on ports up to ${max} only (its TCP_SERVICES_PORT_RANGE): choose a port in its range, or leave it empty to have one assigned.`,
    fr: `Cette passerelle n'expose les services TCP et UDP que sur les ports jusqu'à ${max} (son TCP_SERVICES_PORT_RANGE) : choisissez un port de sa plage, ou laissez le champ vide pour qu'un port soit attribué.`,
  }),
  portTaken: {
    en: 'Another TCP or UDP service already uses this public port: choose another, or leave it empty to have one assigned.',
    fr: 'Un autre service TCP ou UDP utilise déjà ce port public : choisissez-en un autre, ou laissez le champ vide pour qu’un port soit attribué.',
  },
  backendTaken: {
    en: 'Another TCP or UDP service of this node already forwards to this host and port.',
    fr: 'Un autre service TCP ou UDP de ce nœud redirige déjà vers cet hôte et ce port.',
  },
  domainNotPointing: NOT_POINTING,
  oauth2NotConfigured: {
    en: 'This gateway is not set up for OAuth2: its administrator must set OAUTH2_PROXY_PROVIDER, OAUTH2_PROXY_CLIENT_ID and OAUTH2_PROXY_CLIENT_SECRET, then restart it.',
    fr: "Cette passerelle n'est pas configurée pour OAuth2 : son administrateur doit définir OAUTH2_PROXY_PROVIDER, OAUTH2_PROXY_CLIENT_ID et OAUTH2_PROXY_CLIENT_SECRET, puis la redémarrer.",
  },
  noFreeAddress: {
    en: 'The gateway has no free address left in its VPN subnet: delete a node you no longer use, or ask the administrator for a larger VPN_SUBNET.',
    fr: "La passerelle n'a plus d'adresse libre dans son sous-réseau VPN : supprimez un nœud devenu inutile, ou demandez à l'administrateur un VPN_SUBNET plus grand.",
  },
  certbotFailed: {
    en: "Let's Encrypt could not issue a certificate for this domain, as it could not reach the domain through this gateway: check that the domain's DNS record points here, or choose Self Signed.",
    fr: "Let's Encrypt n'a pas pu délivrer de certificat pour ce domaine, faute d'avoir pu le joindre à travers cette passerelle : vérifiez que l'enregistrement DNS du domaine pointe ici, ou choisissez Auto-signé.",
  },
  domainUnusable: {
    en: 'The gateway could not set up this domain (it obtained no certificate for it): add the domain in the Domains list first, with a self-signed certificate if need be.',
    fr: "La passerelle n'a pas pu mettre en place ce domaine (elle n'a obtenu aucun certificat pour lui) : ajoutez d'abord le domaine dans la liste des domaines, avec un certificat auto-signé si besoin.",
  },
  noFreePort: (min: string, max: string): Sentence => ({
    en: `Every public port of the gateway’s range (${min}–${max}) is taken: delete a TCP or UDP service you no longer use, or ask the administrator to widen TCP_SERVICES_PORT_RANGE.`,
    fr: `Tous les ports publics de la plage de la passerelle (${min}–${max}) sont pris : supprimez un service TCP ou UDP devenu inutile, ou demandez à l'administrateur d'élargir TCP_SERVICES_PORT_RANGE.`,
  }),
  noPortRange: {
    en: 'This gateway has no ports set aside for TCP and UDP services (its TCP_SERVICES_PORT_RANGE setting is missing): its administrator must set one.',
    fr: "Cette passerelle n'a aucun port réservé aux services TCP et UDP (son réglage TCP_SERVICES_PORT_RANGE manque) : son administrateur doit en définir un.",
  },
  dnsProviderFailed: {
    en: "The gateway's DNS provider could not create a record for this domain: check the provider's settings, or create the record yourself.",
    fr: "Le fournisseur DNS de la passerelle n'a pas pu créer d'enregistrement pour ce domaine : vérifiez les réglages du fournisseur, ou créez l'enregistrement vous-même.",
  },
  dnsRecordPending: {
    en: "The domain's DNS record was created but does not lead here yet: wait a few minutes, then try again.",
    fr: "L'enregistrement DNS du domaine a été créé mais ne mène pas encore ici : attendez quelques minutes, puis réessayez.",
  },
  unknown: { en: 'The gateway refused this value.', fr: 'La passerelle a refusé cette valeur.' },
} satisfies Record<string, Sentence | ((...args: string[]) => Sentence)>;
