// The formal layer at scale: the grounded labelling on random frameworks of 10^5, 10^6 and 10^7
// arguments with 3 attacks each (targets: 10^6 in ≤ 0.5 s, and a 10^6 / 10^5 time ratio ≤ 12, i.e.
// linear), reading a 10^6-argument file in the ICCMA 2023 format, and one gradual semantics on 10^5
// arguments. Each figure has baselines measured in the same run: plain passes over the same arrays
// (in order, and one random read per attack, which shows what the caches alone do to a ratio), the
// same file streamed without parsing, one sweep of the update over every argument.
import { createReadStream, createWriteStream, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { bipolarFromEdges } from '../../src/semantics/bipolar.js';
import { EdgeList, type Framework, frameworkFromEdges, IN, OUT } from '../../src/semantics/dung.js';
import { i23Chunks, readI23 } from '../../src/semantics/formats/i23.js';
import { SEED_WEIGHTS, seedWeighted } from '../../src/semantics/gradual/weighted.js';
import { groundedLabelling } from '../../src/semantics/grounded.js';
import { AGON, mb, median, ms, peakRssKb, ratio, seededRandom, tempDir, time } from './support.js';

function randomEdges(n: number, perArgument: number, seed: number): EdgeList {
  const next = seededRandom(seed);
  const edges = new EdgeList();
  for (let a = 0; a < n; a++) for (let k = 0; k < perArgument; k++) edges.push(a, Math.floor(next() * n));
  return edges;
}

/** Touches every attack once, in order: the floor any linear pass over the framework pays. */
function edgePass(af: Framework): number {
  let sum = 0;
  for (let e = 0; e < af.attackCount; e++) sum += af.outTargets[e]!;
  return sum;
}

/** Reads one int per attack at its random target: the memory-latency floor of the labelling. */
function randomGather(af: Framework, state: Int32Array): number {
  let sum = 0;
  for (let e = 0; e < af.attackCount; e++) sum += state[af.outTargets[e]!]!;
  return sum;
}

interface GroundedFigures {
  n: number;
  ms: number;
  edgeMs: number;
  gatherMs: number;
  summary: string;
}

function groundedAt(n: number, runs: number): GroundedFigures {
  const af = frameworkFromEdges(n, randomEdges(n, 3, n));
  const state = new Int32Array(n);
  for (let i = 0; i < 3; i++) groundedLabelling(af);
  const labelMs = time(runs, () => groundedLabelling(af));
  const edgeMs = time(runs, () => edgePass(af));
  const gatherMs = time(runs, () => randomGather(af, state));
  const labels = groundedLabelling(af);
  const count = (l: number) => labels.reduce((c, v) => c + (v === l ? 1 : 0), 0);
  return { n, ms: labelMs, edgeMs, gatherMs, summary: `${count(IN)} IN, ${count(OUT)} OUT, ${n - count(IN) - count(OUT)} UNDEC` };
}

const power = (n: number) => `10^${Math.round(Math.log10(n))}`;

async function writeI23(path: string, af: Framework): Promise<void> {
  const out = createWriteStream(path);
  for (const chunk of i23Chunks(af)) if (!out.write(chunk)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

async function streamOnly(path: string): Promise<number> {
  let bytes = 0;
  for await (const chunk of createReadStream(path)) bytes += (chunk as Buffer).length;
  return bytes;
}

async function timeAsync(runs: number, fn: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

export async function run(): Promise<void> {
  const sizes = [groundedAt(100_000, 15), groundedAt(1_000_000, 7), groundedAt(10_000_000, 3)];
  for (const g of sizes) {
    console.log(
      `grounded, ${power(g.n)} arguments × 3 attacks: ${ms(g.ms)}${g.n === 1_000_000 ? ' (target ≤ 500 ms)' : ''}; baselines: one pass over the attacks ${ms(g.edgeMs)}, one random read per attack ${ms(g.gatherMs)} → ${ratio(g.ms, g.gatherMs)} of the random reads; ${g.summary}`,
    );
  }
  const [s5, s6, s7] = sizes as [GroundedFigures, GroundedFigures, GroundedFigures];
  console.log(
    `grounded time ratio 10^6 / 10^5: ${ratio(s6.ms, s5.ms)} (target ≤ 12×); the baselines on the same sizes: ${ratio(s6.edgeMs, s5.edgeMs)} (one pass), ${ratio(s6.gatherMs, s5.gatherMs)} (random reads)`,
  );
  console.log(
    `grounded time ratio 10^7 / 10^6 (both beyond the caches): ${ratio(s7.ms, s6.ms)}; baselines ${ratio(s7.edgeMs, s6.edgeMs)} (one pass), ${ratio(s7.gatherMs, s6.gatherMs)} (random reads)`,
  );

  const dir = tempDir('semantics');
  const file = join(dir, 'random-1e6.af');
  await writeI23(file, frameworkFromEdges(1_000_000, randomEdges(1_000_000, 3, 7)));
  const size = statSync(file).size;
  const readMs = await timeAsync(3, () => readI23(createReadStream(file)));
  const rawMs = await timeAsync(3, () => streamOnly(file));
  console.log(
    `read ICCMA 2023 file, 10^6 arguments, 3·10^6 attacks (${mb(size / 1024)}): ${ms(readMs)} (median of 3) vs streaming the bytes unparsed ${ms(rawMs)} → ${ratio(readMs, rawMs)}`,
  );
  const rss = peakRssKb([AGON, 'af', file, '--semantics', 'grounded', '--task', 'DC', '--arg', '1']);
  console.log(`agon af on that file (read + grounded + answer), peak RSS: ${mb(rss.kb)} (file ${mb(size / 1024)}; via ${rss.via})`);
  rmSync(dir, { recursive: true, force: true });

  const n = 100_000;
  const edges = randomEdges(n, 3, 11);
  const next = seededRandom(13);
  const kinds = Uint8Array.from({ length: edges.length }, () => Math.floor(next() * 3));
  const baf = bipolarFromEdges(n, edges, kinds);
  const acyclicEdges = new EdgeList();
  for (let e = 0; e < edges.length; e++) {
    const [a, b] = [edges.from[e]!, edges.to[e]!];
    if (a !== b) acyclicEdges.push(Math.min(a, b), Math.max(a, b));
  }
  const acyclic = bipolarFromEdges(n, acyclicEdges, kinds.subarray(0, acyclicEdges.length));
  let result = seedWeighted(baf);
  const cyclicMs = time(3, () => (result = seedWeighted(baf)));
  const acyclicMs = time(3, () => seedWeighted(acyclic));
  const scores = new Float64Array(n).fill(0.5);
  const sweep = time(5, () => {
    for (let i = 0; i < n; i++) {
      let v = 0.5;
      for (let e = baf.inStart[i]!; e < baf.inStart[i + 1]!; e++) v += SEED_WEIGHTS[baf.inKind[e]!]! * scores[baf.inFrom[e]!]!;
      scores[i] = Math.min(1, Math.max(0, v));
    }
  });
  console.log(
    `seed-002 scores, 10^5 arguments × 3 random relations (cyclic): ${ms(cyclicMs)} (median of 3), ${result.steps} Runge–Kutta steps, converged ${result.converged}, residual ${result.residual.toExponential(1)}; vs one sweep of the update ${ms(sweep)} → ${ratio(cyclicMs, sweep)}`,
  );
  console.log(
    `seed-002 scores, the same relations made acyclic (one topological pass): ${ms(acyclicMs)} (median of 3) → ${ratio(acyclicMs, sweep)} of a sweep`,
  );
}
