/** Texts of the node access tokens card and dialogs (SPEC §2 Tokens card; API-FACTS §11.8, §11.12). */
export const tokens = {
  app: {
    tokens: {
      title: 'Node Access Tokens',
      add: '+ Add Token',
      empty: 'No Access Tokens yet',
      fields: {
        name: 'Name',
        expires: 'Expires',
        status: 'Status',
        actions: 'Actions',
      },
      expiry: {
        never: 'Never',
        ended: 'expired %{relative}',
      },
      status: {
        active: 'Active',
        expired: 'Expired',
        revoked: 'Revoked',
      },
      menu: {
        revoke: 'Revoke',
        delete: 'Delete',
      },
      confirm: {
        revoke: {
          title: 'Revoke Personal Access Token',
          description:
            'Revoking this token will immediately disable its access to the system, preventing authentication for any services or applications using it. However, this does not necessarily terminate an active WireGuard tunnel. If the token has been compromised, you should disable the node to fully revoke access. Are you sure you want to revoke this token?',
          accept: 'Yes, revoke token!',
        },
        delete: {
          title: 'Delete Personal Access Token',
          description:
            'Deleting this token will permanently remove it from the system and cannot be undone. However, this does not necessarily disconnect an active WireGuard tunnel. If the token has been compromised, you should disable the node to fully revoke access. Are you sure you want to delete this token?',
          accept: 'Yes, delete it!',
        },
      },
      notify: {
        revoked: 'Personal Access Token revoked successfully!',
        deleted: 'Personal Access Token deleted successfully!',
      },
      form: {
        title: 'Access Token Configuration',
        name: 'Name',
        name_placeholder: 'Enter a friendly name for this token',
        expire_at: 'Expire At (Optional)',
        expire_at_helper: 'Define when the token should be revoked automatically',
      },
      created: {
        title: 'New Access Token Generated',
        intro:
          'Your new Personal Access Token has been successfully created. Make sure to store it securely, as it will not be shown again.',
        name: 'Token Name:',
        expires: 'Token expires: %{date} (%{relative})',
        token: 'Token',
        note: 'The token is only visible once. Make sure to store it securely.',
        docs: 'Use it with:',
        cli: 'the CLI tool',
        image: 'the client container image',
        chart: 'the Kubernetes chart',
      },
    },
  },
};
