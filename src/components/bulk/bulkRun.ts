/**
 * One call after the other, as a gateway rebuilds its nginx or WireGuard configuration on every change;
 * each through react-admin's data provider, so that a refused session ends as everywhere else.
 */
import type { RaRecord } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { isAnswer } from '../gatewayAnswer';

export type BulkOutcome<R extends RaRecord> = { record: R; ok: true } | { record: R; ok: false; error: unknown };

export interface BulkResult<R extends RaRecord> {
  outcomes: BulkOutcome<R>[];
  /** The gateway refused the session on the way: the run stopped there. */
  sessionEnded: boolean;
}

export const runBulk = async <R extends RaRecord>(
  records: readonly R[],
  call: (dataProvider: ConsoleDataProvider, record: R) => Promise<{ data: unknown }>,
  dataProvider: ConsoleDataProvider,
  onProgress: (done: number) => void,
): Promise<BulkResult<R>> => {
  const outcomes: BulkOutcome<R>[] = [];
  for (const record of records) {
    try {
      const answer = await call(dataProvider, record);
      // An empty answer is react-admin's placeholder after a 401/403/429: nothing was changed.
      if (!isAnswer(answer?.data)) return { outcomes, sessionEnded: true };
      outcomes.push({ record, ok: true });
    } catch (error) {
      outcomes.push({ record, ok: false, error });
    }
    onProgress(outcomes.length);
  }
  return { outcomes, sessionEnded: false };
};
