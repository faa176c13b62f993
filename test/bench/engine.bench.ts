// Replay cost of the argumentation engine: folding a recorded eight-round debate from its events,
// against the baseline of merely parsing the same events from JSON (what loading a session costs
// before any replay). Printed as figures and a ratio from the same run.
import { argumentation } from '../../src/protocols/argumentation/index.js';
import { replay } from '../../src/protocols/replay.js';
import type { DebateEvent } from '../../src/protocols/types.js';
import { Debate } from '../helpers/debate.js';
import { time } from './support.js';
import { QUESTION, SCRIPT } from '../fixtures/debates/redis-memcached.js';

function recordScriptedDebate(): { config: unknown; events: DebateEvent[] } {
  const config = { question: QUESTION, workdir: '/srv/project', highStakes: true, seats: { arbiter: { kind: 'script' } } };
  const debate = new Debate(config);
  const queues = Object.fromEntries(Object.entries(SCRIPT).map(([seat, answers]) => [seat, [...answers]]));
  for (;;) {
    const plan = debate.plan();
    if (plan.kind === 'done') break;
    if (plan.kind === 'check') {
      for (const c of plan.citations) debate.check(c.evidence, 'match');
      continue;
    }
    if (plan.kind !== 'ask') throw new Error(`unexpected ${plan.kind}`);
    for (const r of plan.requests) debate.answer(r.seat, queues[r.seat]!.shift()!);
  }
  return { config, events: debate.events };
}

export function run(): void {
  const { config, events } = recordScriptedDebate();
  const configured = argumentation.configure(config);
  if (!configured.ok) throw new Error(configured.problem);
  const json = JSON.stringify(events);
  time(20, () => replay(argumentation, configured.config, events));
  const replayMs = time(200, () => replay(argumentation, configured.config, events));
  const parseMs = time(200, () => JSON.parse(json));
  const planMs = time(200, () => argumentation.plan(argumentation.init(configured.config)));
  console.log(`events in the scripted 8-round debate: ${events.length} (${(json.length / 1024).toFixed(1)} KiB)`);
  console.log(
    `replay (fold reduce over all events): ${replayMs.toFixed(3)} ms median, ${((replayMs * 1000) / events.length).toFixed(1)} µs/event`,
  );
  console.log(`baseline JSON.parse of the same events: ${parseMs.toFixed(3)} ms median`);
  console.log(`ratio replay / parse: ${(replayMs / parseMs).toFixed(1)}x`);
  console.log(`plan() on a fresh debate (builds the first prompt): ${planMs.toFixed(3)} ms median`);
}
