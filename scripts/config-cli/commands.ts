/** `export` and `plan`: reading only, the gateway is left as it is. Each resolves to the exit code. */
import { writeFileSync } from 'node:fs';
import { exportConfig, writeConfigText } from '../../src/providers/configFile';
import { EXIT, type CliArgs } from './args';
import { loadGateway, loadPlan } from './load';
import { planLines } from './planText';

export const exportCommand = async (args: CliArgs): Promise<number> => {
  const { state } = await loadGateway(args);
  const file = exportConfig(state);
  const text = writeConfigText(file);
  if (!args.file) {
    process.stdout.write(text);
    return EXIT.ok;
  }
  writeFileSync(args.file, text);
  const services = file.nodes.reduce((sum, node) => sum + node.http.length + node.tcp.length, 0);
  console.log(`Wrote ${args.file}: ${file.domains.length} domains, ${file.nodes.length} nodes, ${services} services (no keys, no tokens).`);
  return EXIT.ok;
};

export const planCommand = async (args: CliArgs & { file: string }): Promise<number> => {
  const { plan } = await loadPlan(args);
  console.log(`Plan for ${args.file} on ${args.gateway}${plan.prune ? ' (with --prune)' : ''}:\n`);
  for (const line of planLines(plan)) console.log(line);
  return plan.steps.length === 0 ? EXIT.ok : EXIT.pending;
};
