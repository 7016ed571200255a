/** Texts of the domains screens. */
export const domains = {
  app: {
    domains: {},
  },
};
