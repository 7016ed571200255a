/**
 * Answers of the demo gateway checked against openapi.yaml while tests run: every JSON answer (status
 * declared, body matching its schema) and every event-stream frame. What breaks the contract is
 * recorded here, and the test set-up fails the test that caused it.
 */
import { answerProblem, frameProblem, type Method } from './validator';

export interface ContractChecks {
  answer(method: Method, path: string, response: Response): Promise<void>;
  frame(path: string, data: unknown): void;
}

const violations: string[] = [];

/** The violations recorded since the last call (and forgets them). */
export const takeContractViolations = (): string[] => violations.splice(0, violations.length);

export const createContractChecks = (record: (problem: string) => void = (problem) => violations.push(problem)): ContractChecks => ({
  async answer(method, path, response) {
    const contentType = response.headers.get('content-type') ?? '';
    // An event stream never ends: its frames are checked one by one instead.
    if (contentType.startsWith('text/event-stream')) return;
    const body = await response.clone().text();
    const problem = answerProblem(method, path, response.status, contentType, body);
    if (problem) record(problem);
  },
  frame(path, data) {
    const problem = frameProblem(path, data);
    if (problem) record(problem);
  },
});
