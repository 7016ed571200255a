/** Texts of the domains screens (SPEC §2 Domains page, §5 Domain, §8 toasts; API-FACTS §11.10, §11.12). */
export const domains = {
  resources: {
    domains: { name: 'Domain |||| Domains' },
  },
  app: {
    domains: {
      title: 'Domains',
      add: 'Add Domain',
      fields: {
        domain: 'Domain',
        ssl: 'SSL Certs',
        created_at: 'Created At',
        services: 'Services',
      },
      ssl: {
        self_signed: 'Self Signed',
        certbot: "Let's Encrypt",
      },
      open: 'Open https://%{domain} in a new tab',
      show_services: 'Show services of %{domain}',
      hide_services: 'Hide services of %{domain}',
      search_label: 'Search domains',
      empty: {
        title: 'No domains yet',
        description:
          "You haven't added any domain yet. Add a domain to publish services on it with an SSL certificate and optional OAuth2 sign-in.",
        action: 'Add Domain',
      },
      no_match: 'No domains match %{filters}',
      form: {
        title: 'Domain & SSL Settings',
        domain: 'Domain',
        domain_locked: "Domain names can't be changed. Add a new one and delete this one instead.",
        skip_validation: 'Skip Domain Validation',
        skip_validation_help:
          "Don't check that the domain points to this gateway; only a self-signed certificate can then be issued.",
        ssl: 'SSL Certificate Type',
        authentication: 'Enable OAuth2 Authentication',
        authentication_help: 'Visitors sign in with the identity provider configured on the gateway.',
        allowed_emails: 'Allowed Emails',
        allowed_emails_help: 'Only these addresses may sign in. Blank entries are left out, and an empty list lets in anyone the identity provider accepts.',
        email: 'Email %{index}',
        add_email: 'Add Email',
      },
      action: {
        logs: 'Logs Monitor',
        edit: 'Edit Domain',
        delete: 'Delete Domain',
      },
      confirm_delete: {
        title: 'Remove domain',
        description: 'Are you sure you want to delete this domain?',
        accept: 'Yes, delete it!',
      },
      notify: {
        created: 'Domain created successfully!',
        updated: 'Domain updated successfully!',
        deleted: 'Domain deleted successfully!',
      },
    },
  },
};
