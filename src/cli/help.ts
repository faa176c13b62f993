// Help texts. Kept apart so `agon --help` loads nothing else.
export const USAGE = `agon — structured debates between LLM agents, with a person in the loop

Usage:
  agon                                 the workbench: saved sessions, a new session, or the demo
  agon new [options] | agon resume <id> | agon demo
                                       the workbench on a new, a saved, or a fresh demo session
  agon run [options] [--json]          create a session and run it until done or a person is due
  agon step <id> [--rounds N] [--budget-… X] [--json]
                                       advance a saved session (one round by default)
  agon act <id> <action> [--item ID] [--value V] [--text T] [--reason R]
                                       a human action (override, resolve, constrain, undo, …)
  agon move <id> --seat SEAT [--file F]
                                       your move in a seat you hold (JSON, as the agents answer)
  agon fork <id> [--at SEQ]            a new session holding events 1..SEQ, agent sessions cleared
  agon list [--json]                   saved sessions, newest first
  agon show <id> [--json]              a session's state
  agon rm <id>                         delete a session
  agon export <id> --format md|json|argdown|dot [-o FILE]
  agon af FILE --semantics S [--format apx|tgf|i23] [--task SE|EE|DC|DS --arg A]
                                       argumentation semantics on a framework file, ICCMA style
  agon doctor [--json] [--probe]       which agents are usable here, and why not

Session options (run):
  --protocol ID            argumentation (default)
  --question TEXT          the question to debate (required)
  --framing ID             how-to, critique, devils-advocate, fill-gaps, compare, validate,
                           disagreement, stakeholders, red-team, parallel
  --seat SEAT=KIND[:k=v,…] repeatable, e.g. consultee=codex:model=gpt-5.2
                           kinds: codex, claude, gemini, qwen (model=, timeout=S, persona=FILE,
                           allow_edits=true; codex: json=false; codex, claude: resume=false),
                           openai (base=URL, model=, key_env=VAR | endpoint=NAME; json=, stream=),
                           script (file=PATH | session=ID,seat=SEAT; delay=S), human
  --mode standard|minimal|quick   --max-rounds N   --high-stakes   --workdir DIR
  --timeout SECONDS        per agent call (default 120)
  --budget-usd X  --budget-tokens N  --budget-seconds N
  --sessions-dir DIR       or AGON_SESSIONS_DIR; default ./sessions
  Agents run read-only in their seat folder (seats/<seat>/, holding their persona file), or in
  --workdir when the question is about your code; nothing is written there.

Exit codes: 0 done · 1 failure · 2 bad usage · 3 waiting for a person · 4 budget spent · 130 cancelled`;

export const HELP: Record<string, string> = {
  run: 'agon run --question TEXT --seat orchestrator=KIND --seat consultee=KIND [options] [--json]\nCreates a session and runs it until it is done (exit 0), a person is due (3), a budget is spent (4) or it is cancelled (130).',
  step: 'agon step <id> [--rounds N] [--budget-seconds N] [--budget-tokens N] [--budget-usd X] [--json]\nAdvances a saved session by N rounds (default 1); budget options replace the session\'s budgets from now on.',
  act: 'agon act <id> <action> [--item ID] [--value V] [--text T] [--reason R]\nRecords a human action. `agon show <id> --json` lists what is possible; a refused action changes nothing.',
  move: 'agon move <id> --seat SEAT [--file F]\nYour move in a seat you hold, as JSON in the format the agents answer in (stdin without --file).',
  fork: 'agon fork <id> [--at SEQ]\nCopies events 1..SEQ (inclusive) into a new session, clearing agent resume references.',
  list: 'agon list [--json]\nSaved sessions, newest first.',
  show: 'agon show <id> [--json]\nThe state of one session: phase, buckets, open challenges, what comes next.',
  rm: 'agon rm <id>\nDeletes a session (refused while another agon has it open).',
  doctor:
    'agon doctor [--json] [--probe]\nFor each agent kind: found on PATH, version, credentials (a variable or a login file), each problem with its fix.\nNo network use unless --probe, which sends one tiny prompt to each configured agent and asks each openai endpoint for its models.\nExit 0 when at least one agent is usable, 1 when none is.',
  export: 'agon export <id> --format md|json|argdown|dot [-o FILE]\nThe transcript and report (md), the outcome with every event (json), or the argument map for Argdown tools (argdown) or Graphviz (dot).',
  af: [
    'agon af FILE --semantics grounded|complete|preferred|stable [--format apx|tgf|i23] [--task SE|EE|DC|DS --arg A]',
    'Reads an argumentation framework (format from --format, else the extension: .apx, .tgf, .af or .i23) and answers',
    'in ICCMA style: SE one extension (default), EE all, DC / DS whether --arg A is in some / every extension.',
    'apx and tgf answer as ICCMA 2019 ([a,b], [[a],[b,c]], YES, NO; NO for SE when there is no extension); the',
    '2023 format as ICCMA 2023 (w 1 2 5, YES, NO). The exact search takes at most 256 undecided arguments per strongly',
    'connected component and 2·10^8 steps (about a second); beyond either it stops with exit 1. A malformed file is exit 2.',
  ].join('\n'),
};
