// agon fork <id> [--at SEQ]: a new session holding events 1..SEQ (all by default), with every
// agent resume reference cleared so the agents start their own sessions afresh.
import { resolveSessionsDir, SessionStore } from '../../../state/index.js';
import { replay } from '../../protocols/replay.js';
import type { DebateEvent } from '../../protocols/types.js';
import { numberOpt, parseCommand, stringOpt } from '../args.js';
import { EXIT, type ExitCode, usageError } from '../exit.js';
import { makeOutput } from '../output.js';
import { loadSession, metaOf, storeFailure } from '../session.js';
import { writeTranscript } from '../transcript-file.js';

export function withoutResumeRefs(event: DebateEvent): DebateEvent {
  if (!('resumeRef' in event.data)) return event;
  const { resumeRef: _dropped, ...data } = event.data;
  return { ...event, data };
}

export async function forkCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values, positionals } = parseCommand('fork', argv, { at: { type: 'string' } }, { min: 1, max: 1, names: 'the session id' });
  const store = new SessionStore(resolveSessionsDir(stringOpt(values, 'sessions-dir'), env, cwd));
  const source = await loadSession(store, positionals[0]!, { readOnly: true });
  try {
    const events = source.open.doc.events as DebateEvent[];
    const at = numberOpt(values, 'at', { integer: true, zero: true }) ?? events.length;
    if (at > events.length) throw usageError(`--at ${at} is past the last event of ${source.open.id} (${events.length})`);
    const kept = events.slice(0, at).map(withoutResumeRefs);
    const now = new Date();
    const { state } = replay(source.protocol, source.config, kept);
    const doc = source.open.doc;
    const created = await store
      .create({ protocol: doc.protocol, config: doc.config, meta: metaOf(source.protocol, state, doc.config, 0, now), now })
      .catch(storeFailure);
    try {
      for (const seat of Object.keys(doc.config.seats)) await created.seatDir(seat);
      // Raw texts travel with the events that refer to them.
      for (const e of kept) {
        for (const key of ['rawRef', 'promptRef', 'outputRef'] as const) {
          const ref = e.data[key];
          if (typeof ref === 'string') await created.putRaw(await source.open.readRaw(ref));
        }
      }
      if (kept.length > 0) await created.append(kept.map(({ seq: _seq, ...rest }) => rest), metaOf(source.protocol, state, doc.config, kept.length, now));
      await writeTranscript(created, source.protocol, source.config);
      makeOutput(values.json === true).result({ kind: 'forked', session: created.id, from: source.open.id, events: kept.length }, [
        `Forked ${source.open.id} at event ${at} into ${created.id}.`,
      ]);
      return EXIT.ok;
    } finally {
      await created.close();
    }
  } finally {
    await source.open.close();
  }
}
