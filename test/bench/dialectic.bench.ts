// `agon gate`, as an agent or a CI job calls it before a risky action: wall time next to a bare
// `node -e 0`, (1) when low stakes let it pass without a debate, (2) for a planning debate among
// script seats (no agent process), (3) for a planning debate among instant fake `claude` CLIs (the
// advocate and the critic inheriting the synthesis seat's), three CLI calls in all.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAKE_BIN } from '../fixtures/agents/support.js';
import { AGON, compareLine, compareSpawns, tempDir } from './support.js';

/** A debate that resolves PROCEED (exit 0): a confident advocate, a critic with no objection. */
const ANSWERS = [
  { claim: 'Rotate the key now', supports: ['it leaked'], confidence: 0.9 },
  { objection: 'none', risks: [], counter: '', severity: 'low' },
  { resolution: 'PROCEED', rationale: 'Nothing blocks it.' },
];

export function run(): void {
  const runs = 15;
  const dir = tempDir('dialectic');
  const env = { ...process.env, AGON_SESSIONS_DIR: join(dir, 'sessions'), AGON_MEMORY_DIR: join(dir, 'memory') };
  const gate = ['gate', '--proposal', 'Rotate the API key', '--stakes'];

  const bypass = compareSpawns({ args: [AGON, ...gate, 'low'], options: { env } }, { args: ['-e', '0'] }, runs);
  console.log(compareLine('gate', 'agon gate (low stakes, no debate)', bypass.a, 'node -e 0', bypass.b, runs));

  const script = join(dir, 'answers.json');
  writeFileSync(
    script,
    JSON.stringify({
      bySeat: { advocate: [JSON.stringify(ANSWERS[0])], critic: [JSON.stringify(ANSWERS[1])], synthesis: [JSON.stringify(ANSWERS[2])] },
    }),
  );
  const scripted = compareSpawns(
    { args: [AGON, ...gate, 'high', '--seat', `synthesis=script:file=${script}`], options: { env } },
    { args: ['-e', '0'] },
    runs,
  );
  console.log(compareLine('gate', 'agon gate (a debate of script seats)', scripted.a, 'node -e 0', scripted.b, runs));

  const home = join(dir, 'home');
  const fake = join(home, '.fake', 'claude');
  mkdirSync(join(fake, 'answers'), { recursive: true });
  writeFileSync(join(fake, 'scenario'), 'script\n');
  ANSWERS.forEach((a, i) => {
    writeFileSync(join(fake, 'answers', `${i + 1}.txt`), JSON.stringify(a));
  });
  const withFakes = { ...env, PATH: `${FAKE_BIN}:${process.env.PATH}`, HOME: home };
  const fakes = compareSpawns(
    {
      args: [AGON, ...gate, 'high', '--seat', 'synthesis=claude'],
      options: { env: withFakes },
      // Each debate asks the fake three times: its call count starts again, so it answers 1, 2, 3.
      prepare: () => {
        rmSync(join(fake, 'calls'), { recursive: true, force: true });
        return [];
      },
    },
    { args: ['-e', '0'] },
    runs,
  );
  console.log(compareLine('gate', 'agon gate (a debate of 3 instant fake claude CLIs)', fakes.a, 'node -e 0', fakes.b, runs));
}
