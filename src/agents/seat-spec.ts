// `--seat SEAT=KIND[:key=value,key=value]`: split at the first "=", then at the first ":"; option
// values may themselves hold ":" and "/" (URLs). A malformed spec is a problem naming the part, which
// each front end words its own way (`bad --seat "…": …` on the command line).
export const AGENT_KINDS = ['codex', 'claude', 'gemini', 'qwen', 'openai', 'human', 'script', 'mcp'] as const;
export type AgentKind = (typeof AGENT_KINDS)[number];

export interface SeatAssignment {
  seat: string;
  spec: { kind: AgentKind } & Record<string, string>;
}

/** `text` as given, the seat it names when it names one, and what is wrong with it. */
export interface SeatSpecProblem {
  code: 'seat-spec';
  seat?: string;
  text: string;
  reason: string;
}

export type SeatSpecResult = { ok: true; value: SeatAssignment } | { ok: false; problem: SeatSpecProblem };

const NAME = /^[a-z][a-z0-9-]*$/;
const KEY = /^[a-z][a-z0-9_]*$/;

export function parseSeatSpec(text: string): SeatSpecResult {
  const eq = text.indexOf('=');
  const named = eq < 0 ? undefined : text.slice(0, eq).trim();
  const bad = (reason: string): SeatSpecResult => ({
    ok: false,
    problem: { code: 'seat-spec', ...(named ? { seat: named } : {}), text, reason },
  });
  if (eq < 0) return bad('expected SEAT=KIND, e.g. reviewer=codex');
  const seat = text.slice(0, eq).trim();
  if (!NAME.test(seat)) return bad(`"${seat}" is not a seat name (lower-case letters, digits, -)`);
  const rest = text.slice(eq + 1);
  const colon = rest.indexOf(':');
  const kind = (colon < 0 ? rest : rest.slice(0, colon)).trim();
  if (!(AGENT_KINDS as readonly string[]).includes(kind)) {
    return bad(`unknown agent kind "${kind}" (known: ${AGENT_KINDS.join(', ')})`);
  }
  const spec: Record<string, string> = { kind };
  if (colon >= 0) {
    const options = rest.slice(colon + 1);
    if (options.trim() === '') return bad(`nothing after "${kind}:"; expected key=value`);
    for (const part of options.split(',')) {
      const at = part.indexOf('=');
      if (at <= 0) return bad(`"${part}" is not key=value`);
      const key = part.slice(0, at).trim();
      const value = part.slice(at + 1);
      if (!KEY.test(key)) return bad(`"${key}" is not an option name`);
      if (key === 'kind') return bad('"kind" is not an option');
      if (value === '') return bad(`option "${key}" has no value`);
      if (Object.hasOwn(spec, key)) return bad(`option "${key}" is given twice`);
      spec[key] = value;
    }
  }
  return { ok: true, value: { seat, spec: spec as SeatAssignment['spec'] } };
}
