// Help texts. The protocols' parts are generated from their declarations (plain data), so `agon
// --help` loads no engine and cannot drift from what the protocols accept.
import { declarations } from '../protocols/registry.js';
import type { CommandDecl, CommandOptionDecl, OptionDecl, ProtocolInfo } from '../protocols/types.js';

const HEAD = `agon — structured debates between LLM agents, with a person in the loop

Usage:
  agon                                 the workbench: saved sessions, a new session, or a demo
  agon new [options] | agon resume <id> [--seat SEAT=KIND …]
                                       the workbench on a new or a saved session (a seat named
                                       gets that agent, or you with human, from now on)
  agon demo [PROTOCOL] [--headless] [--json]
                                       a fresh copy of a protocol's bundled demo (in the workbench,
                                       or played to the end with the report printed)
  agon run [options] [--json]          create a session and run it until done or a person is due
  agon step <id> [--rounds N] [--seat SEAT=KIND …] [--budget-… X] [--json]
                                       advance a saved session (one round or stage by default);
                                       after a seat's agent failed, --seat gives it another agent
  agon act <id> <action> [--item ID] [--value V] [--text T] [--reason R] [--field NAME=VALUE …]
                                       a human action (override, resolve, constrain, undo, …)
  agon move <id> --seat SEAT [--file F]
                                       your move in a seat you hold (JSON, as the agents answer)
  agon fork <id> [--at SEQ]            a new session holding events 1..SEQ, agent sessions cleared
  agon list [--json]                   saved sessions, newest first
  agon show <id> [--json]              a session's state
  agon rm <id>                         delete a session
  agon rename <id> <title>             give a session a title of your own ("" clears it); its id stays
  agon check <id> [--json]             verify a session: event shapes, raw texts and their hashes
  agon export <id> --format md|json|argdown|dot [-o FILE]
  agon af FILE --semantics S [--format apx|tgf|i23] [--task SE|EE|DC|DS --arg A]
                                       argumentation semantics on a framework file, ICCMA style
  agon doctor [--json] [--probe]       which agents are usable here, and why not
  agon serve [--port P] [--host H]     debates over HTTP for a web page: start one, watch its events
                                       live (SSE); 127.0.0.1 by default, with a token printed at start
  agon mcp [--sessions-dir DIR]        an MCP server on stdio, for Claude Code, Codex CLI, Gemini CLI
  A session <id> may be given by a unique prefix or its number (agon show 7).

Session options (run, new):
  --protocol ID            PROTOCOLS
  --question TEXT          the question to debate (required)
  --seat SEAT=KIND[:k=v,…] repeatable, e.g. SEATNAME=codex:model=gpt-5.2; SEAT=none leaves an
                           optional seat empty
                           kinds: codex, claude, gemini, qwen (model=, timeout=S, persona=FILE,
                           allow_edits=true; codex: json=false; codex, claude: resume=false),
                           openai (base=URL, model=, key_env=VAR | endpoint=NAME; json=, stream=),
                           script (file=PATH | session=ID,seat=SEAT | demo=PROTOCOL; delay=S), human,
                           mcp (the agent connected through agon mcp: it answers with its move tool)
  --workdir DIR            a project the question is about: agents run there, citations are checked
  --timeout SECONDS        per agent call (default 120)
  --budget-usd X  --budget-tokens N  --budget-seconds N
  --sessions-dir DIR       or AGON_SESSIONS_DIR; default ./sessions
  --memory-dir DIR         or AGON_MEMORY_DIR; default ./memory: state that outlives one session
  Agents run read-only in their seat folder (seats/<seat>/, holding their persona file), or in
  --workdir when the question is about your code; nothing is written there.`;

const TAIL = 'Exit codes: 0 done · 1 failure · 2 bad usage · 3 waiting for a person · 4 budget spent · 130 cancelled';

function optionLine(option: OptionDecl): string {
  const value =
    option.type === 'boolean'
      ? ''
      : option.type === 'choice'
        ? ` ${option.choices.map((c) => c.value).join('|')}`
        : option.type === 'string'
          ? ' TEXT'
          : ' N';
  const fallback =
    'default' in option && option.default !== undefined && option.type !== 'boolean' ? ` (default ${String(option.default)})` : '';
  const flag = `--${option.flag}${value}`;
  return `    ${flag.length > 26 ? `${flag}\n${' '.repeat(31)}` : flag.padEnd(27)}${option.help}${fallback}`;
}

/** One protocol's part of the help: what it is, its seats and its options. */
export function protocolHelp(info: ProtocolInfo): string {
  const seats = info.seats.map((s) => {
    const name = s.repeat ? `${s.name}-1…${s.name}-${s.repeat.max}` : s.name;
    const need = s.repeat
      ? ` (at least ${s.repeat.min})`
      : s.required
        ? ''
        : s.whenAbsent === 'person'
          ? ' (optional: you, when absent)'
          : ' (optional)';
    const byDefault = s.defaultKinds?.length && !s.repeat ? ` [default: ${s.defaultKinds.join(', else ')}, when usable]` : '';
    return `    ${name}${need}${byDefault}: ${s.description}`;
  });
  return [
    `  ${info.id}: ${info.description}`,
    '   seats:',
    ...seats,
    ...(info.options.length ? ['   options:', ...info.options.map(optionLine)] : []),
  ].join('\n');
}

export function usage(): string {
  const protocols = declarations();
  const ids = `${protocols.map((p) => p.id).join(', ')} (default ${protocols[0]?.id ?? ''})`;
  const example = protocols[0]?.seats[0]?.name ?? 'reviewer';
  const commands = protocols.flatMap((p) =>
    (p.commands ?? []).map((c) => `  ${`agon ${c.name}`.padEnd(37)}${c.summary} (${p.id}; agon ${c.name} --help)`),
  );
  return [
    HEAD.replace('PROTOCOLS', ids).replace('SEATNAME', example),
    ...(commands.length ? ['', 'Commands for other programs (each with --json; its exit codes in its --help):', ...commands] : []),
    '',
    'Protocols (their seats and options):',
    ...protocols.map(protocolHelp),
    '',
    TAIL,
  ].join('\n');
}

/** `agon NAME --help` for a protocol's command: synopsis, what it does, its arguments, options and exit codes. */
export function commandHelp(info: ProtocolInfo, command: CommandDecl): string {
  const option = (o: CommandOptionDecl) => `${optionLine(o)}${o.required ? ' (required)' : ''}${o.env ? ` (or ${o.env})` : ''}`;
  return [
    command.usage,
    command.description,
    ...(command.args?.length
      ? [
          '',
          'Arguments:',
          ...command.args.map(
            (a) => `    ${a.name.padEnd(27)}${a.help}${a.choices ? ` (${a.choices.join('|')})` : ''}${a.optional ? ' (optional)' : ''}`,
          ),
        ]
      : []),
    '',
    'Options:',
    ...command.options.map(option),
    "    --json                     one JSON object per line: the debate's events, the result last",
    ...(command.debates
      ? [
          `    --seat SEAT=KIND …         who debates (seats: ${info.seats.map((s) => s.name).join(', ')});`,
          '                               also --timeout, --workdir, --budget-…, --sessions-dir (see agon --help)',
        ]
      : []),
    '    --memory-dir DIR           or AGON_MEMORY_DIR; default ./memory',
    '',
    'Exit codes:',
    ...command.exits.map((e) => `    ${String(e.code).padEnd(4)}${e.meaning}`),
    `    1, 2, 3, 4, 130: failure, bad usage, waiting for a person, budget spent, cancelled (as every agon command)`,
  ].join('\n');
}

export const HELP: Record<string, string> = {
  run: "agon run --question TEXT [--protocol ID] --seat SEAT=KIND … [options] [--json]\nCreates a session and runs it until it is done (exit 0), a person is due (3), a budget is spent (4) or it is cancelled (130). `agon --help` lists each protocol's seats and options.",
  step: "agon step <id> [--rounds N] [--seat SEAT=KIND[:k=v,…] …] [--budget-seconds N] [--budget-tokens N] [--budget-usd X] [--json]\nAdvances a saved session by N rounds or stages (default 1). A seat named gets that agent from now on (SEAT=human: you); budget options replace the session's budgets. Both are recorded. A seat whose agent keeps failing ends the step (exit 1) with the debate open: step again to retry.",
  act: 'agon act <id> <action> [--item ID] [--value V] [--text T] [--reason R] [--field NAME=VALUE …]\nRecords a human action. `agon show <id> --json` lists what is possible; a refused action changes nothing.',
  move: 'agon move <id> --seat SEAT [--file F]\nYour move in a seat you hold, as JSON in the format the agents answer in (stdin without --file).',
  fork: 'agon fork <id> [--at SEQ]\nCopies events 1..SEQ (inclusive) into a new session, clearing agent resume references.',
  list: 'agon list [--json]\nSaved sessions, newest first.',
  show: 'agon show <id> [--json]\nThe state of one session: progress, groups, what is open, what comes next.',
  rm: 'agon rm <id>\nDeletes a session (refused while another agon has it open).',
  rename:
    'agon rename <id> <title> [--json]\nGives a session a title of your own, shown beside its question in the workbench and in agon list; "" clears it. The id and the folder stay as they are, so every command still takes the id. Recorded as an event; refused while another agon has the session open.',
  check:
    "agon check <id> [--json]\nVerifies a session without changing it: every event against its type's schema, every raw text an event refers to (present, a regular file, its bytes matching its hash), the events in session.journal included.\nExit 0 when it is sound, 1 with each problem on its own line.",
  doctor:
    'agon doctor [--json] [--probe]\nFor each agent kind: found on PATH, version, credentials (a variable or a login file), each problem with its fix.\nNo network use unless --probe, which sends one tiny prompt to each configured agent and asks each openai endpoint for its models.\nExit 0 when at least one agent is usable, 1 when none is.',
  mcp: 'agon mcp [--sessions-dir DIR] [--memory-dir DIR]\nServes the session service over the Model Context Protocol on stdin/stdout: tools to list protocols, start, step, show, act, move, fork and export debates. A seat given as `mcp` is the connected agent: its turn comes back as a prompt, answered with the move tool. See the README for the Claude Code, Codex CLI and Gemini CLI set-up.',
  export:
    'agon export <id> --format md|json|argdown|dot [-o FILE]\nThe transcript and report (md), the outcome with every event (json), or the argument map for Argdown tools (argdown) or Graphviz (dot), for protocols built on arguments.',
  serve: [
    'agon serve [--port P (default 7878; 0 picks a free one)] [--host H (default 127.0.0.1)] [--sessions-dir DIR] [--json]',
    'Serves debates over HTTP for any protocol. A random token is printed at start; every request carries it',
    '(Authorization: Bearer TOKEN, or ?token=TOKEN). POST /api/debates with {"protocol", "question", "seats",',
    '"options", "budgets", "timeout", "workdir"} starts a debate, checked as `agon run` checks its options;',
    'GET /api/debates/<id>/events streams each recorded event with its notices as Server-Sent Events (from',
    '?from=SEQ, or after Last-Event-ID), live, then an `end` event. GET /api/debates, /api/debates/<id> and',
    '/api/protocols list sessions, show one, and describe the protocols. Ctrl+C stops the running debates.',
  ].join('\n'),
  demo: "agon demo [PROTOCOL] [--headless] [--json]\nA fresh copy of the protocol's bundled demo (default: the default protocol) in the workbench; --headless plays it to the end and prints the report.",
  af: [
    'agon af FILE --semantics grounded|complete|preferred|stable [--format apx|tgf|i23] [--task SE|EE|DC|DS --arg A]',
    'Reads an argumentation framework (format from --format, else the extension: .apx, .tgf, .af or .i23) and answers',
    'in ICCMA style: SE one extension (default), EE all, DC / DS whether --arg A is in some / every extension.',
    'apx and tgf answer as ICCMA 2019 ([a,b], [[a],[b,c]], YES, NO; NO for SE when there is no extension); the',
    '2023 format as ICCMA 2023 (w 1 2 5, YES, NO). The exact search takes at most 256 undecided arguments per strongly',
    'connected component and 2·10^8 steps (about a second); beyond either it stops with exit 1. A malformed file is exit 2.',
  ].join('\n'),
};
