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
                                       argumentation semantics on a framework file, ICCMA style

Session options (run):
  --protocol ID            argumentation (default)
  --question TEXT          the question to debate (required)
  --framing ID             how-to, critique, devils-advocate, fill-gaps, compare, validate,
                           disagreement, stakeholders, red-team, parallel
  --seat SEAT=KIND[:k=v,…] repeatable; kinds: script (file=PATH | session=ID,seat=SEAT; delay=S,
                           timeout=S), human (codex, claude, gemini, qwen, openai are coming)
  --mode standard|minimal|quick   --max-rounds N   --high-stakes   --workdir DIR
  --timeout SECONDS        per agent call (default 120)
  --budget-usd X  --budget-tokens N  --budget-seconds N
  --sessions-dir DIR       or AGON_SESSIONS_DIR; default ./sessions

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
  export: 'agon export <id> --format md|json [-o FILE]\nThe transcript and report (md) or the outcome with every event (json).',
};
