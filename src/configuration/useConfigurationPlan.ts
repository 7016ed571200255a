/**
 * Planning a file: its text read and checked (problems by line and field), the gateway read, and the
 * two compared. Nothing is changed on the gateway. The outcome keeps the gateway's state it was made
 * from, which applying it needs (record ids by name).
 */
import { useMutation } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';
import { api } from '../providers/api';
import { placeProblems, planChanges, readConfigText, readGateway, type FileProblem, type GatewayState, type Plan } from '../providers/configFile';

export type PlanOutcome =
  /** The file cannot be read: nothing was asked of the gateway. */
  | { kind: 'file'; problems: FileProblem[] }
  /** The file cannot be planned against this gateway (ambiguous names, unknown references). */
  | { kind: 'refused'; problems: FileProblem[] }
  | { kind: 'plan'; plan: Plan; state: GatewayState };

export interface PlanRequest {
  text: string;
  prune: boolean;
}

export const planFile = async ({ text, prune }: PlanRequest): Promise<PlanOutcome> => {
  const reading = readConfigText(text);
  if (!reading.ok) return { kind: 'file', problems: reading.problems };
  const state = await readGateway(api);
  const outcome = planChanges(reading.file, state, { prune });
  return outcome.ok ? { kind: 'plan', plan: outcome.plan, state } : { kind: 'refused', problems: placeProblems(text, outcome.problems) };
};

export const useConfigurationPlan = () => {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMutation<PlanOutcome, unknown, PlanRequest>({
    mutationFn: planFile,
    onError: (error) => void logoutIfAccessDenied(error),
  });
};
