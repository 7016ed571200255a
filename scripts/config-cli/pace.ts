/**
 * Keeps the command line under the reference gateway's request limit: 60 a minute per client address,
 * counted in fixed windows. Its limiter answers after the API already has (API-FACTS §2.4), and when
 * that late 429 meets answers still being sent (a few lists read at once) the server stops on
 * ERR_HTTP_HEADERS_SENT: one address's 61st request in a minute can take the gateway down. So past
 * the budget a run waits, and says so, rather than send; a large apply takes minutes instead.
 *
 * The budget is shared by the runs on this machine (a small file per gateway in the temporary
 * folder): plan, apply and export one after another add up within a minute.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const WINDOW_MS = 60_000;
/** Below the gateway's 60, leaving room for a console open on the same address. */
export const REQUESTS_PER_MINUTE = 50;

/** When the last minute's requests were sent, kept between runs. */
export interface SentLog {
  load(): number[];
  save(times: number[]): void;
}

/** The requests sent to `gateway` from this machine in the last minute, in a file of the temporary folder. */
export const sentLogFile = (gateway: string): SentLog => {
  const file = path.join(tmpdir(), `ingress-console-config-${createHash('sha256').update(gateway).digest('hex').slice(0, 16)}.json`);
  return {
    load: () => {
      try {
        const times: unknown = JSON.parse(readFileSync(file, 'utf8'));
        return Array.isArray(times) ? times.filter((time): time is number => typeof time === 'number') : [];
      } catch {
        return [];
      }
    },
    // Losing the log (a read-only folder) only loses the pace across runs, never the run itself.
    save: (times) => {
      try {
        writeFileSync(file, JSON.stringify(times));
      } catch {
        // Nothing to do.
      }
    },
  };
};

export interface PaceOptions {
  /** Requests allowed in any minute; 0: no limit. */
  budget?: number;
  notify: (waitMs: number) => void;
  log?: SentLog;
}

/** Makes every fetch of this process wait for a free place in the last minute's budget. */
export const paceRequests = ({ budget = REQUESTS_PER_MINUTE, notify, log }: PaceOptions) => {
  if (budget <= 0) return;
  const sent = (log?.load() ?? []).sort((left, right) => left - right);
  const send = globalThis.fetch;
  let queue: Promise<void> = Promise.resolve();

  const place = async () => {
    const now = Date.now();
    while (sent.length > 0 && sent[0] <= now - WINDOW_MS) sent.shift();
    if (sent.length >= budget) {
      const wait = sent[sent.length - budget] + WINDOW_MS - now;
      notify(wait);
      await new Promise((resolve) => setTimeout(resolve, wait));
      sent.splice(0, sent.length - budget + 1);
    }
    sent.push(Date.now());
    log?.save(sent);
  };

  globalThis.fetch = (input, init) => {
    // One at a time through the queue, so concurrent reads count in the order they are sent.
    queue = queue.then(place);
    return queue.then(() => send(input, init));
  };
};
