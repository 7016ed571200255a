/** `export` and `plan`: reading only, the gateway is left as it is. Each resolves to the exit code. */
import { writeFileSync } from 'node:fs';
import { duplicateMessage, duplicateNames, exportConfig, writeConfigText, type DuplicateName } from '../../src/providers/configFile';
import { EXIT, type CliArgs } from './args';
import { loadGateway, loadPlan } from './load';
import { say } from './messages';
import { planLines } from './planText';

/** The names a plan would refuse in the exported file, on standard error: the export itself succeeded. */
const warnOfDuplicates = (duplicates: DuplicateName[]) => {
  if (duplicates.length === 0) return;
  console.error(
    'Warning: this gateway holds names a configuration file cannot tell apart, so plan and apply will refuse the file until each is unique. Fix them in the console, then export again:',
  );
  for (const duplicate of duplicates) console.error(`  - ${say(duplicateMessage(duplicate))}`);
};

export const exportCommand = async (args: CliArgs): Promise<number> => {
  const { state } = await loadGateway(args);
  const file = exportConfig(state);
  const text = writeConfigText(file);
  if (!args.file) {
    process.stdout.write(text);
    warnOfDuplicates(duplicateNames(state));
    return EXIT.ok;
  }
  writeFileSync(args.file, text);
  const services = file.nodes.reduce((sum, node) => sum + node.http.length + node.tcp.length, 0);
  console.log(`Wrote ${args.file}: ${file.domains.length} domains, ${file.nodes.length} nodes, ${services} services (no keys, no tokens).`);
  warnOfDuplicates(duplicateNames(state));
  return EXIT.ok;
};

export const planCommand = async (args: CliArgs & { file: string }): Promise<number> => {
  const { plan } = await loadPlan(args);
  console.log(`Plan for ${args.file} on ${args.gateway}${plan.prune ? ' (with --prune)' : ''}:\n`);
  for (const line of planLines(plan)) console.log(line);
  return plan.steps.length === 0 ? EXIT.ok : EXIT.pending;
};
