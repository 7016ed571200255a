/**
 * Applying a plan one step at a time, with the step under way and the nodes this visit's runs created
 * (their one-time tokens shown until the operator leaves). Cached lists are refreshed afterwards whatever
 * the outcome, as a run stopped midway changed the gateway too.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLogoutIfAccessDenied, useRefresh } from 'react-admin';
import { api } from '../providers/api';
import { applyPlan, type ApplyResult, type CreatedNode, type GatewayState, type Plan, type PlanStep } from '../providers/configFile';

export interface ApplyProgress {
  /** From 0: the step under way. */
  index: number;
  total: number;
  step?: PlanStep;
}

export interface RunResult extends ApplyResult {
  total: number;
}

export const useApplyPlan = () => {
  const [progress, setProgress] = useState<ApplyProgress | null>(null);
  const [created, setCreated] = useState<CreatedNode[]>([]);
  const refresh = useRefresh();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const mutation = useMutation<RunResult, unknown, { plan: Plan; state: GatewayState }>({
    mutationFn: async ({ plan, state }) => {
      setProgress({ index: 0, total: plan.steps.length });
      const result = await applyPlan(api, plan, state, { onProgress: (index, total, step) => setProgress({ index, total, step }) });
      return { ...result, total: plan.steps.length };
    },
    onSuccess: (result) => {
      setCreated((before) => [...before, ...result.created]);
      if (result.failed) void logoutIfAccessDenied(result.failed.error);
    },
    onError: (error) => void logoutIfAccessDenied(error),
    onSettled: () => {
      setProgress(null);
      refresh();
    },
  });
  return { ...mutation, progress, created };
};
