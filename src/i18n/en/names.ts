/** Names a configuration file tells records apart by (issue 41): what a form says of a name the gateway already holds. */
export const names = {
  app: {
    names: {
      taken: {
        node: 'The gateway already has a node named "%{name}". Choose another name: a configuration file tells nodes apart by their names.',
        http: 'This node already has an HTTP service named "%{name}". Choose another name: a configuration file tells a node\'s services apart by their names.',
        tcp: 'This node already has a TCP/UDP service named "%{name}". Choose another name: a configuration file tells a node\'s services apart by their names.',
      },
    },
  },
};
