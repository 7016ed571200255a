/**
 * The two gateways of the conformance check as the sequence talks to them: each with its own
 * sign-in (a fresh client address every CALLS_PER_CLIENT calls, under the reference's 60 requests a
 * minute per address), its own captured values, and the raw answers (status, content type, headers,
 * text, the first frames of an event stream).
 */
export type Side = 'real' | 'demo';

/** Requests per signed-in client before the next one takes over (the reference allows 60 a minute per address). */
export const CALLS_PER_CLIENT = 45;

export interface Session {
  token: string;
  address: string;
}

export interface Frame {
  event?: string;
  data: string;
}

export interface Answer {
  /** 0 when an event stream's answer did not even begin within the time allowed. */
  status: number;
  /** The media type, lower case, without parameters ('' when the gateway sent none). */
  mediaType: string;
  /** The Content-Type header as sent (for the contract check). */
  contentType: string;
  headers: Headers;
  text: string;
  /** The parsed body of a JSON answer. */
  json?: unknown;
  /** An event stream's first frames, as many as asked for or as arrived in time. */
  frames?: Frame[];
  /** The event stream ended by itself (the gateway closed it) before enough frames arrived. */
  ended?: boolean;
}

export interface Outgoing {
  method: string;
  /** Under /api, with its query. */
  path: string;
  /** A JSON value, or raw text to send as is. */
  body?: unknown;
  raw?: string;
  headers: Record<string, string>;
  /** Read an event stream: this many frames at most, within `waitMs`. */
  frames?: number;
  waitMs?: number;
}

/** Splits event-stream text into frames as EventSource does: `event:` and `data:` fields, others ignored. */
export const parseFrames = (text: string): { frames: Frame[]; rest: string } => {
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const frames: Frame[] = [];
  for (const block of blocks) {
    let event: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      if (field === 'data') data.push(value);
    }
    if (data.length > 0) frames.push(event && event !== 'message' ? { event, data: data.join('\n') } : { data: data.join('\n') });
  }
  return { frames, rest };
};

/** Reads frames until `count` arrived, the stream ended, or the controller aborted (the time was up). */
const readFrames = async (response: Response, count: number, controller: AbortController) => {
  const frames: Frame[] = [];
  let ended = false;
  let text = '';
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  try {
    let buffer = '';
    while (frames.length < count) {
      const { value, done } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      const chunk = decoder.decode(value, { stream: true });
      text += chunk;
      const parsed = parseFrames(buffer + chunk);
      buffer = parsed.rest;
      frames.push(...parsed.frames);
    }
  } catch {
    // Aborted when the time was up: the frames so far are the answer.
  } finally {
    controller.abort();
    await reader.cancel().catch(() => undefined);
  }
  return { frames: frames.slice(0, count), ended, text };
};

export const send = async (baseUrl: string, outgoing: Outgoing): Promise<Answer> => {
  const controller = new AbortController();
  const body = outgoing.raw ?? (outgoing.body === undefined ? undefined : JSON.stringify(outgoing.body));
  // An event stream gets a deadline from the start: a compressing server may not even send its headers.
  const deadline = outgoing.frames === undefined ? undefined : setTimeout(() => controller.abort(), outgoing.waitMs ?? 6000);
  try {
    return await answer(baseUrl, outgoing, body, controller);
  } catch (error) {
    if (!controller.signal.aborted) throw error;
    return { status: 0, mediaType: '', contentType: '', headers: new Headers(), text: '', frames: [], ended: false };
  } finally {
    clearTimeout(deadline);
  }
};

const answer = async (baseUrl: string, outgoing: Outgoing, body: string | undefined, controller: AbortController): Promise<Answer> => {
  const response = await fetch(`${baseUrl}/api${outgoing.path}`, {
    method: outgoing.method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...outgoing.headers },
    body,
    signal: controller.signal,
  });
  const contentType = response.headers.get('content-type') ?? '';
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  const base = { status: response.status, mediaType, contentType, headers: response.headers };
  if (outgoing.frames !== undefined && response.status === 200 && mediaType === 'text/event-stream') {
    const { frames, ended, text } = await readFrames(response, outgoing.frames, controller);
    return { ...base, text, frames, ended };
  }
  const text = await response.text();
  let json: unknown;
  // The reference labels a stream's early error (a JSON body) text/event-stream: read JSON whatever the label says.
  if (text !== '' && (mediaType.includes('json') || outgoing.frames !== undefined)) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { ...base, text, json };
};

/** One gateway: where it is, how to sign in, and its signed-in client of the moment. */
export class Gateway {
  private session?: Session;
  private calls = 0;
  /** Every request sent, sign-ins included. */
  requests = 0;

  constructor(
    readonly side: Side,
    readonly url: string,
    private readonly signIn: () => Promise<Session>,
  ) {}

  /** The client for the next call: a new one (own address, own sign-in) every CALLS_PER_CLIENT calls. */
  async client(): Promise<Session> {
    if (!this.session || this.calls >= CALLS_PER_CLIENT) {
      this.session = await this.signIn();
      this.calls = 0;
      this.requests += 1;
    }
    this.calls += 1;
    return this.session;
  }

  async send(outgoing: Outgoing): Promise<Answer> {
    this.requests += 1;
    return send(this.url, outgoing);
  }
}
