// agon doctor [--json] [--probe]: which agents are usable here, and for each problem its fix, on
// one line. Exit 0 when at least one agent is usable, 1 when none is.
import { hostOf } from '../../agents/host.js';
import { type DoctorReport, diagnose, type Problem } from '../../agents/doctor.js';
import { parseCommand } from '../args.js';
import { EXIT, type ExitCode } from '../../session/exit-codes.js';
import { JSON_STREAM_VERSION } from '../../session/output.js';
import { printJson, printText } from '../../text/print.js';

export async function doctorCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values } = parseCommand('doctor', argv, { probe: { type: 'boolean' } }, { min: 0, max: 0, names: '' });
  const loaded = hostOf(env, cwd).configFile();
  const configProblem: Problem | undefined = loaded.ok
    ? undefined
    : { problem: loaded.problem, fix: 'correct the file (it is optional: delete it to use the defaults)' };
  const report = await diagnose({ env, config: loaded.ok ? loaded.config : {}, probe: values.probe === true, cwd });
  const usable = [
    ...report.clis.filter((c) => c.usable).map((c) => c.kind),
    ...report.endpoints.filter((e) => e.usable).map((e) => `openai:${e.name}`),
    ...report.local.filter((l) => l.running && l.models.length > 0).map((l) => `openai:${l.name}`),
  ];
  if (values.json === true) {
    const record = {
      v: JSON_STREAM_VERSION,
      kind: 'doctor',
      config: loaded.ok ? (loaded.path ?? null) : null,
      ...(configProblem ? { configProblem } : {}),
      ...report,
      usable,
    };
    printJson(record);
  } else {
    printText(describe(report, loaded.ok ? loaded.path : undefined, configProblem));
  }
  return usable.length > 0 ? EXIT.ok : EXIT.failure;
}

const problemLines = (problems: Problem[]) => problems.map((p) => `    - ${p.problem}; fix: ${p.fix}\n`).join('');

function describe(report: DoctorReport, configPath: string | undefined, configProblem: Problem | undefined): string {
  let out = `config: ${configPath ?? 'none (agon.config.json here, or $XDG_CONFIG_HOME/agon/config.json)'}\n`;
  if (configProblem) out += problemLines([configProblem]);
  for (const c of report.clis) {
    const status = !c.found ? 'missing' : c.usable ? 'ready' : 'problem';
    const facts = [c.version, c.auth?.ok ? `credentials: ${c.auth.via}` : undefined].filter(Boolean).join(' · ');
    out += `  ${c.kind.padEnd(8)}${status.padEnd(9)}${facts}\n${problemLines(c.problems)}`;
  }
  if (report.endpoints.length === 0)
    out += `  ${'openai'.padEnd(8)}${'-'.padEnd(9)}no endpoints in the config file (a seat can name one: openai:base=URL,model=M,key_env=VAR)\n`;
  for (const e of report.endpoints) {
    const facts = [e.base, e.model, e.keyEnv ? `key: $${e.keyEnv}` : undefined, e.probe?.ok ? e.probe.detail : undefined]
      .filter(Boolean)
      .join(' · ');
    out += `  ${`openai:${e.name}`.padEnd(8)} ${(e.usable ? 'ready' : 'problem').padEnd(9)}${facts}\n${problemLines(e.problems)}`;
  }
  for (const l of report.local.filter((f) => f.running)) {
    out += `  ${`openai:${l.name}`.padEnd(8)} ${(l.models.length > 0 ? 'ready' : 'problem').padEnd(9)}${l.base} · ${l.models.length > 0 ? `models: ${l.models.slice(0, 6).join(', ')}${l.models.length > 6 ? ', …' : ''} · seat: ${l.seat}` : 'running, but serves no model'}\n`;
  }
  out += 'agon mcp (an MCP server for these CLIs):\n';
  for (const m of report.mcp)
    out += `  ${m.kind.padEnd(8)}${(m.configured ? 'yes' : 'no').padEnd(9)}${m.configured ? m.where.join(', ') : `add it: ${m.fix}`}\n`;
  for (const p of report.probes)
    out += `  probe ${p.seat} (${p.kind}): ${p.ok ? 'ok' : 'failed'} in ${(p.ms / 1000).toFixed(1)} s: ${p.detail}\n`;
  return out;
}
