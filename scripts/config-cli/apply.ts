/**
 * `apply`: the plan, a confirmation, then its steps one by one with a progress line each. A refusal
 * stops the run: what was done stays done and planning the same file again continues from there, so
 * the report says what was done, why it stopped, and that running again is safe.
 */
import { statSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { applyPlan, type Plan } from '../../src/providers/configFile';
import { EXIT, type CliArgs } from './args';
import { loadPlan } from './load';
import { reasonOf } from './messages';
import { saveNodeConfigs } from './nodeConfigs';
import { planLines, stepTitle } from './planText';
import { UserError } from './userError';

/** Asked on a terminal only: without one nobody can answer, and a script says --yes. */
const confirmed = async (plan: Plan, gateway: string): Promise<boolean> => {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const what = plan.steps.length === 1 ? 'this change' : `these ${plan.steps.length} changes`;
    const answer = await prompt.question(`\nApply ${what} to ${gateway}? Type "yes" to go on: `);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    prompt.close();
  }
};

/** The folder for new nodes' configurations must exist before anything is created: they are shown once. */
const checkOutDir = (dir: string) => {
  let isDir = false;
  try {
    isDir = statSync(dir).isDirectory();
  } catch {
    // Missing: said below.
  }
  if (!isDir) throw new UserError(`--out ${dir}: no such folder (new nodes' WireGuard configurations are written there).`);
};

export const applyCommand = async (args: CliArgs & { file: string }): Promise<number> => {
  checkOutDir(args.out);
  const { api, state, plan } = await loadPlan(args);
  console.log(`Plan for ${args.file} on ${args.gateway}${plan.prune ? ' (with --prune)' : ''}:\n`);
  for (const line of planLines(plan)) console.log(line);
  if (plan.steps.length === 0) return EXIT.ok;

  if (!args.yes) {
    if (!process.stdin.isTTY) {
      console.error('\nNothing was applied: not running in a terminal, so nobody can confirm. Run again with --yes to apply.');
      return EXIT.failed;
    }
    if (!(await confirmed(plan, args.gateway))) {
      console.log('Nothing was applied.');
      return EXIT.failed;
    }
  }

  console.log('');
  const total = plan.steps.length;
  const result = await applyPlan(api, plan, state, {
    onProgress: (index, _total, step) => {
      if (index > 0) process.stdout.write('done\n');
      if (step) process.stdout.write(`[${index + 1}/${total}] ${stepTitle(step)} ... `);
    },
  });
  if (result.failed) process.stdout.write('refused\n');
  for (const line of await saveNodeConfigs(api, result.created, args.out)) console.log(line);

  if (!result.failed) {
    console.log(`\nApplied ${total} change${total === 1 ? '' : 's'} to ${args.gateway}.`);
    return EXIT.ok;
  }
  const { step, error } = result.failed;
  console.error(`\nStopped: the gateway refused to ${stepTitle(step)}: ${reasonOf(error)}`);
  console.error(
    result.done.length === 0
      ? 'Nothing was done before it.'
      : `Done before it (${result.done.length} of ${total}):\n${result.done.map((done) => `  ${stepTitle(done)}`).join('\n')}`,
  );
  console.error(`Nothing after it was tried. Fix the file or the gateway, then run apply again: it continues from where it stopped.`);
  return EXIT.failed;
};
