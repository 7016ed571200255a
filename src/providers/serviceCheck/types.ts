/**
 * The check of one service from the edge to its backend: what it reads, and what each step says. Texts
 * are i18n keys with their arguments, so that the console (in the reader's language) and the command
 * line (in English) word every verdict the same way.
 */
import type { Domain, Node, Service, ServiceType } from '../../api/types';

/** In the order the check walks them (an HTTP service has `backend`, a TCP/UDP one `port` and `tcp_backend`). */
export const STEP_IDS = ['domain', 'service', 'node', 'tunnel', 'backend', 'port', 'tcp_backend', 'protection'] as const;
export type StepId = (typeof STEP_IDS)[number];

/** `unknown`: the check cannot tell from here; it never passes, and never counts as broken either. */
export type Verdict = 'pass' | 'warn' | 'fail' | 'unknown';

/** An argument of a message: a text, a number, a duration or a time in the reader's own formats, or a text of the catalogue. */
export type MessageArg = string | number | { ms: number } | { at: number } | { key: string };

export interface Message {
  key: string;
  args?: Record<string, MessageArg>;
}

export interface StepResult {
  id: StepId;
  verdict: Verdict;
  /** What the step found, sentence by sentence. */
  findings: Message[];
  /** What to do about it (a failure, a warning, or what would tell an unknown). */
  advice?: Message;
  /** What the step looked at (a call to the gateway, a record), and when (ms). */
  source: Message;
  at: number;
}

/** The gateway's answer to one backend check (GET …/http/{id}/ping), as the console or the command line timed it. */
export interface BackendCheck {
  /** When it was asked (ms). */
  t: number;
  /** `timeout`: no answer within the gateway's 3 s; `error`: refused, or answered outside 2xx/3xx. */
  outcome: 'ok' | 'timeout' | 'error';
  /** The backend's status (a success or a redirect). */
  status?: number;
  /** How long the gateway took to answer, as measured by the caller. */
  ms: number;
  path: string;
}

/** A record read for the check, or why it could not be: the gateway's words, or a console message key. */
export type Read<T> = { value: T; at: number } | { failed: { text: string } | { key: string }; at: number };

/** The backend step's input: a check, or why there is none. */
export type BackendFact =
  | { check: BackendCheck }
  /** The gateway asks the node itself, not the backend host behind a gateway node. */
  | { untestable: true }
  /** The call could not be made (the gateway refused it, a lost connection). */
  | { unchecked: { text: string } | { key: string }; at: number };

export interface CheckFacts {
  type: ServiceType;
  service: Service;
  /** When the service's record was read. */
  serviceAt: number;
  /** The node with its runtime (status, handshake, the gateway's ping); null: the gateway has no such node. */
  node: Read<Node | null>;
  /** The named domain as the gateway has it (null: it has none by that name); absent when the service names none. */
  domain?: Read<Domain | null>;
  /** HTTP only. */
  backend?: BackendFact;
  now: number;
  /** The records come from lists read once (the command line), not one call each. */
  listed?: boolean;
}

export interface CheckReport {
  type: ServiceType;
  service: Service;
  steps: StepResult[];
  /** The first step that failed, if any: the answer to "why can't I reach it". */
  firstBroken: StepResult | null;
}

export const ONE_MINUTE = 60_000;
/** The reference's timeout for a backend check (API-FACTS §5.5). */
export const BACKEND_TIMEOUT_MS = 3_000;
/** A tunnel whose ping takes longer is slow: every request through it waits at least that long. */
export const SLOW_TUNNEL_MS = 300;

export type { Domain, Node, Service };
