/** Texts of the nodes screens. */
export const nodes = {
  app: {
    nodes: {},
  },
};
