/**
 * The walk from the edge to the backend, in order, every step with its own verdict; the first step that
 * fails is the answer to "why can't I reach it". A service passes when no step fails: a step the check
 * cannot know (a TCP backend, a node that does not answer pings) says so without failing it.
 */
import { domainStep, nodeStep, serviceStep, tunnelStep } from './placeSteps';
import { backendStep, portStep, protectionStep, tcpBackendStep } from './trafficSteps';
import type { CheckFacts, CheckReport, StepResult } from './types';

export const walkService = (facts: CheckFacts): CheckReport => {
  const steps: StepResult[] = [domainStep(facts), serviceStep(facts), nodeStep(facts), tunnelStep(facts)];
  if (facts.type === 'http') steps.push(backendStep(facts));
  else steps.push(portStep(facts), tcpBackendStep(facts));
  steps.push(protectionStep(facts));
  return { type: facts.type, service: facts.service, steps, firstBroken: steps.find((step) => step.verdict === 'fail') ?? null };
};

export const passes = (report: CheckReport): boolean => report.firstBroken === null;
