/** Texts of the home screens. */
export const home = {
  app: {
    home: {},
  },
};
