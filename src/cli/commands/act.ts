// agon act <id> <action> [--item] [--value] [--text] [--reason]: any human action the protocol
// offers. It is tried on the current state first; a refused action changes nothing on disk.
import { resolveSessionsDir, SessionStore } from '../../../state/index.js';
import type { DebateEvent, HumanInput } from '../../protocols/types.js';
import { parseCommand, stringOpt } from '../args.js';
import { EXIT, type ExitCode, usageError } from '../exit.js';
import { makeOutput } from '../output.js';
import { loadSession, storeSink } from '../session.js';
import { writeTranscript } from '../transcript-file.js';
import { requireWritable } from '../writable.js';

export async function actCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, positionals } = parseCommand(
    'act',
    argv,
    { item: { type: 'string' }, value: { type: 'string' }, text: { type: 'string' }, reason: { type: 'string' } },
    { min: 2, max: 2, names: 'the session id and the action' },
  );
  const [id, action] = positionals as [string, string];
  const input: HumanInput = {};
  for (const key of ['item', 'value', 'text', 'reason'] as const) {
    const v = stringOpt(values, key);
    if (v !== undefined) input[key] = v;
  }
  const store = new SessionStore(resolveSessionsDir(stringOpt(values, 'sessions-dir'), env, cwd));
  const loaded = await loadSession(store, id);
  try {
    await requireWritable(loaded);
    const { protocol, state, open } = loaded;
    const offered = protocol.humanActions(state);
    const known = new Set(offered.map((a) => a.kind));
    if (!known.has(action)) {
      throw usageError(`unknown or unavailable action "${action}" for ${id} (available now: ${[...known].join(', ') || 'none'})`);
    }
    const event = { actor: 'human', type: `human.${action}`, data: { ...input }, at: new Date().toISOString() };
    const trial = protocol.reduce(state, { ...event, seq: open.doc.events.length + 1 } as DebateEvent);
    const refused = trial.notices.find((n) => n.type === 'action.refused');
    if (refused) throw usageError(refused.text.replace(/^Refused: /, '').replace(/\.$/, ''));
    const output = makeOutput(values.json === true);
    const sink = storeSink(loaded, () => new Date());
    const [stored] = await sink.record([event]);
    loaded.state = sink.state();
    output.event(id, stored!, trial.notices);
    await writeTranscript(open, protocol, loaded.config);
    output.result({ kind: 'acted', session: id, action, event: stored }, [`Recorded ${action} on ${id}.`]);
    return EXIT.ok;
  } finally {
    await loaded.open.close();
  }
}
