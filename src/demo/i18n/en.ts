/** Texts of the demo's own controls (src/demo), served in demo builds only, on top of the console's catalogue. */
export const en = {
  app: {
    demo: {
      tunnel: {
        bring_up: 'Bring the tunnel up (demo)',
        explain: "Demo only: plays the part of the node's owner importing its configuration.",
        done: 'Demo: the tunnel of %{name} is up; it comes online within a second.',
        failed: 'Demo: the tunnel of %{name} could not be brought up: %{message}',
      },
    },
  },
};
