// The one executor of the commands protocols declare for other programs (`agon gate`, …; see
// CommandDecl in src/protocols/types.ts). It reads the options the declaration describes,
// hands the protocol's pure logic what it asked to read from the memory folder and the clock's
// reading, and carries out what the logic decides: records appended, a debate created and run
// through the session service, then the logic's continuation, a result and an exit code.
// Reading, deciding and appending happen under the memory folder's lock; a debate runs outside it.
import { MemoryFolder, resolveMemoryDir } from '../../state/memory-store.js';
import type { SessionConfig } from '../../state/schema.js';
import { loadProtocol } from '../protocols/registry.js';
import type { CommandDecl, CommandInput, CommandPrint, CommandStep, ProtocolDeclaration } from '../protocols/types.js';
import type { StepEnd } from '../runner/types.js';
import type { Session } from './session.js';
import { type Flags, optionValues, stringOpt } from './flag-values.js';
import { unavailable, usageError } from './errors.js';
import { makeOutput, type Output } from './output.js';
import type { DebateSupport } from './command-debate.js';
import { advance, report } from './drive.js';
import type { Host } from '../agents/host.js';

const TRUE = /^(1|true|yes|on)$/i;

type Going = Exclude<CommandStep, { kind: 'refuse' }>;

/**
 * A call of a protocol's command from a program rather than a command line (an MCP server, a
 * test): the declared options by key, typed as declared (`{ KEY: '…', COUNT: 2, FLAG: true }`),
 * its positional arguments, and the options every session takes, named as their flags
 * (`{ seat: ['SEAT=claude'], timeout: '60', 'memory-dir': DIR, 'sessions-dir': DIR }`).
 */
export interface CommandCall {
  options?: Readonly<Record<string, string | number | boolean | undefined>>;
  args?: readonly string[];
  session?: Flags;
}

export interface CommandContext {
  /** Where agon runs, with the config file a debate's defaults come from. */
  host: Host;
  /** The clock's reading the logic is given (ISO 8601); now by default. */
  now?: string;
  /** Where a debate's events go as they are recorded; nowhere by default. */
  output?: Output;
}

/** What a command ended with: its exit code and what it prints (text, its JSON object, a note). */
export interface CommandResult {
  exit: number;
  print: CommandPrint;
}

/**
 * Runs a protocol's command as a function: nothing is written to stdout (a debate's events go to
 * `context.output` when one is given; a debate that fails also says so on stderr). A bad call throws a SessionError (kind usage, one-line
 * message) having written nothing; a debate that stops before its end (a person's turn, a budget, a
 * failure) gives the platform's exit code and its report of the stop as the print.
 */
export async function executeCommand(
  declaration: ProtocolDeclaration,
  decl: CommandDecl,
  call: CommandCall,
  context: CommandContext,
): Promise<CommandResult> {
  const flags: Flags = {};
  for (const option of decl.options) {
    const value = call.options?.[option.key];
    if (value !== undefined) flags[option.flag] = typeof value === 'boolean' ? value : String(value);
  }
  const args = call.args ?? [];
  const declared = decl.args ?? [];
  if (args.length < declared.filter((a) => !a.optional).length)
    throw usageError(`${decl.name}: missing ${declared.map((a) => a.name).join(' and ')}`);
  if (args.length > declared.length) throw usageError(`${decl.name}: unexpected argument "${args[declared.length]}"`);
  return executeWithFlags(declaration, decl, { ...call.session, ...flags }, [...args], context);
}

/** Runs a protocol's command from its flags, as read by the command line or handed over by a program. */
export async function executeWithFlags(
  declaration: ProtocolDeclaration,
  decl: CommandDecl,
  values: Flags,
  positionals: string[],
  context: CommandContext,
): Promise<CommandResult> {
  const { env, cwd } = context.host;
  const input: CommandInput = {
    options: commandOptions(decl, values, env),
    args: checkedArgs(decl, positionals),
    now: context.now ?? new Date().toISOString(),
  };
  const protocol = await loadProtocol(declaration);
  const logic = protocol.commandLogic?.[decl.name];
  if (!logic) throw unavailable(`the ${declaration.id} protocol declares "${decl.name}" but gives it no logic`);
  const memory = new MemoryFolder(resolveMemoryDir(stringOpt(values, 'memory-dir'), env, cwd));
  let loaded: DebateSupport | undefined;
  const debates = async () => (loaded ??= (await import('./command-debate.js')).debateSupport(declaration, values, context.host));

  /** A step checked: a refusal thrown, a debate's options and agents checked, before anything is written. */
  const check = async (step: CommandStep): Promise<{ step: Going; config?: SessionConfig }> => {
    if (step.kind === 'refuse') throw usageError(step.problem);
    if (step.kind !== 'debate') return { step };
    if (!decl.debates) throw unavailable(`${decl.name} asked for a debate, but its declaration says it runs none (debates: true)`);
    const support = await debates();
    const config = support.config(step.config);
    await support.check(config);
    return { step, config };
  };
  const commit = async (step: CommandStep) => {
    const checked = await check(step);
    await memory.write(checked.step.append ?? []);
    return checked;
  };
  const decide = async () => logic.decide(input, await memory.read(logic.reads(input)));
  // Decided once before the lock, so a bad call is refused without even creating the memory folder,
  // and a call that writes nothing and runs no debate (a bypass, the metrics) needs no lock at all;
  // otherwise decided again under the lock, on what the folder holds by then.
  const first = await check(await decide());
  let { step, config } =
    first.step.kind === 'finish' && !first.step.append?.length ? first : await memory.exclusive(async () => commit(await decide()));
  while (step.kind === 'debate') {
    const session = await (await debates()).create(config!);
    let next: CommandStep;
    try {
      const end = await advance(session, context.output ?? makeOutput(false, true), Infinity);
      if (end.kind !== 'done' || end.failed) return stopped(session, end);
      const outcome = session.outcome();
      next = step.after({ session: session.id, summary: outcome.summary, outcome: outcome.json });
    } finally {
      await session.close();
    }
    ({ step, config } = await memory.exclusive(() => commit(next)));
  }
  return { exit: step.exit, print: step.print };
}

/** The platform's report of a debate that stopped before its end, as a command's result. */
function stopped(session: Session, end: StepEnd): CommandResult {
  let print: CommandPrint = { text: '', json: {} };
  const capture: Output = {
    json: true,
    event: () => undefined,
    text: () => undefined,
    result: (record, lines) => {
      print = { text: lines.join('\n'), json: record };
    },
  };
  const exit = report(session, capture, end);
  return { exit, print };
}

/** The declared options by key: from their flags, else their variables; a required one missing is a usage error. */
function commandOptions(decl: CommandDecl, values: Flags, env: NodeJS.ProcessEnv): CommandInput['options'] {
  const out: Record<string, string | number | boolean> = optionValues(decl.options, values);
  for (const option of decl.options) {
    const variable = option.env ? env[option.env] : undefined;
    if (out[option.key] === undefined && variable !== undefined && variable !== '') {
      const fromEnv = option.type === 'boolean' ? TRUE.test(variable) : optionValues([option], { [option.flag]: variable })[option.key];
      if (fromEnv !== undefined && fromEnv !== false) out[option.key] = fromEnv;
    }
    if (option.required && out[option.key] === undefined) throw usageError(`${decl.name}: --${option.flag} is required (${option.help})`);
  }
  return out;
}

function checkedArgs(decl: CommandDecl, positionals: string[]): string[] {
  (decl.args ?? []).forEach((arg, i) => {
    const value = positionals[i];
    if (value !== undefined && arg.choices && !arg.choices.includes(value))
      throw usageError(`${decl.name}: ${arg.name} must be one of ${arg.choices.join(', ')}, not "${value}"`);
  });
  return positionals;
}
