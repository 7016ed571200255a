/** Texts of the logs screens. */
export const logs = {
  app: {
    logs: {},
  },
};
