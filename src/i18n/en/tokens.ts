/** Texts of the tokens screens. */
export const tokens = {
  app: {
    tokens: {},
  },
};
