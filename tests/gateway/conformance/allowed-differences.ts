/**
 * Deliberate differences between the demo gateway and the real Wiredoor gateway, each with its reason.
 * An entry matches differences by step name and by where they differ (`status`, `$.data[].status`,
 * `frames[1].event`, `openapi.yaml (real)`, …; see check.ts). The check fails on an entry that matches
 * nothing, so this list stays true: delete an entry once the difference is gone.
 */
export interface AllowedDifference {
  step: RegExp;
  where: RegExp;
  reason: string;
}

export const allowedDifferences: AllowedDifference[] = [
  {
    step: /^(nodes: (list|limit 1)|node stream: (a page|the whole fleet))/,
    where: /\.(clientIp|lastPingTs|latency|reachable)$/,
    reason:
      'Demo nodes connect (the seeded fleet has live tunnels, and the sequence connects node B through the demo control so that ' +
      'it can expose services); on the real gateway here no peer ever connects. A live peer carries clientIp, lastPingTs, ' +
      'reachable and latency (API-FACTS §7.1); a peer that never connected has none of them.',
  },
  {
    step: /^(nodes|domains): (limit 0|page 0|negative page and limit|fractional limit)$/,
    where: /^status$/,
    reason:
      "openapi.yaml's page and limit are integers of at least 1, what the console sends, and the demo holds requests to it " +
      '(422). The reference takes any number: limit 0 answers the unpaged list, page 0 the first page, negative values an ' +
      'empty page, a fraction a database error (400).',
  },
  {
    step: /^nodes: (without limit|limit 0)$/,
    where: /^(\$|openapi\.yaml \(real\))$/,
    reason:
      "Without a limit the reference's nodes list is a malformed object (numeric keys plus `data`, API-FACTS §3, §12.6), " +
      'which breaks openapi.yaml; the console always sends page and limit. The demo answers the bare array the contract ' +
      'describes for an unpaged list.',
  },
  {
    step: /^nodes: search \(demo taking it\)$/,
    where: /^status$/,
    reason:
      "The demo takes the contract's `search` extension by default; the reference refuses it (422 \"search\" is not allowed). " +
      'The "demo refusing it" steps switch the demo to its reference mode (POST /api/__demo/settings {"search": false}) ' +
      'and hold that mode to the reference exactly.',
  },
  {
    step: /^tokens: expiry not a date$/,
    where: /^status$/,
    reason:
      'openapi.yaml requires `expireAt` to be a date-time and the demo holds requests to it (422); the reference takes any ' +
      'string, and a token whose expiry is not a date never expires (API-FACTS §5.3, §12.25). The console sends ISO dates only.',
  },
  {
    step: /^http: sign-in required without a domain$/,
    where: /^status$/,
    reason:
      "The reference's validator lets requireAuth through without a domain, then reads the OAuth2 set-up of the domain found " +
      'for an undefined name, i.e. any domain: a 400 TypeError on a gateway without domains, otherwise a service saved ' +
      'with a sign-in nothing enforces. The demo refuses it as the rule intends (422 on requireAuth); the console never sends it.',
  },
  {
    step: /^http: list of a node by domain$/,
    where: /^status$/,
    reason:
      "The reference's node service lists also take `domain` (and `nodeId`) and then ignore them, the path's node winning " +
      '(API-FACTS §3); openapi.yaml leaves out keys that do nothing there, and the demo refuses keys the contract lacks.',
  },
  {
    step: /^http: backend check of another host$/,
    where: /^status$/,
    reason:
      "openapi.yaml's `path` of the backend check must start with a single '/', which the demo checks (422, as the contract " +
      "says); the reference does not validate it, resolves '//host' to another host, and here fails with a 400.",
  },
  {
    step: /^log stream: a domain, compressed$/,
    where: /^status$/,
    reason:
      "Read compressed, as browsers read it, the reference's log stream sends nothing, not even its headers, until tail " +
      "writes a line: it writes \"Getting logs...\" and tail's errors without flushing the compression (only tail's output is " +
      'flushed). The demo gateway does not compress and sends them at once. Uncompressed, the two agree (the other log-stream steps).',
  },
  {
    step: /^log stream: a TCP service$/,
    where: /^frames\[1\]\.event$/,
    reason:
      'The reference tails `n<node>s<id>_stream_stream.log` for a TCP service while nginx writes `…_stream.log` ' +
      "(API-FACTS §12.17): a TCP service's log never works there, and tail's error comes as an error event. The demo " +
      'streams the log lines a working gateway would.',
  },
];
