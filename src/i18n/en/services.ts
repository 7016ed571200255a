/** Texts of the services screens. */
export const services = {
  app: {
    services: {},
  },
};
