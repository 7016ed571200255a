/**
 * Applying a plan: its steps one at a time (applyPlan), the step under way for the progress bar, and
 * the nodes every run of this visit created (their one-time tokens are shown until the operator
 * leaves). Afterwards react-admin's cached lists are refreshed, whatever the outcome: a run that
 * stopped midway changed the gateway too.
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
  /** How many steps the plan had. */
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
