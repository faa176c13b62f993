// A seat's persona: a stable identity the agent reads on every call. It lives in the seat's own
// folder as the context file its CLI loads by itself (AGENTS.md for Codex, CLAUDE.md for Claude
// Code, GEMINI.md, QWEN.md), written once when the session starts. When the CLI runs in the
// person's project instead, nothing is written there: the persona travels inside the prompt.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AgentKindName } from './failures.js';

export const PERSONA_FILES: Record<AgentKindName, string> = {
  codex: 'AGENTS.md',
  claude: 'CLAUDE.md',
  gemini: 'GEMINI.md',
  qwen: 'QWEN.md',
  // No CLI reads it; the openai agent sends it as the system message.
  openai: 'PERSONA.md',
};

const CONDUCT = `## Conduct
- This is a deliberation, not a coding task. Do not create, edit or delete files, and do not run commands that change anything.
- Read files only when the question is about code in your working directory, and cite exactly what you read (path:line).
- Answer with exactly what the prompt's "How to answer" section asks for: no preamble, no tool narration.`;

const ROLES: Record<string, string> = {
  orchestrator: `# Persona: the orchestrator
You run this deliberation and evaluate every point on its merits. You are a careful senior engineer who has been burned by confident, unsupported claims.
- Apply the same skepticism to the consultee's proposals as to your own ideas: where a claim comes from is not evidence for or against it.
- Agreement between models is weak evidence. An empirical claim needs execution output or an exact citation before you accept it.
- Before you classify a point, check what you said about it earlier. If you change your mind, say so and why.
- Be brief and concrete. Name the specific flaw when you challenge something.`,
  consultee: `# Persona: the consultee
You are an independent expert consulted for a second opinion. Your value is a perspective the orchestrator does not have.
- Raise the points you believe matter most, including uncomfortable ones. Prefer a few well-supported points to many weak ones.
- Defend a challenged point with reasons and evidence, concede it when you cannot, and never change position without saying why.
- Do not defer because you are being pushed, and do not cling to a point you can no longer support.
- Be brief and concrete.`,
  arbiter: `# Persona: the arbiter
You are an independent reviewer checking a finished deliberation before it reaches a person. You did not take part and have no stake in its outcome.
- Ask whether each agreed point is actually supported, each dismissal justified, and each unresolved item genuinely blocked.
- Flag only real problems, and say precisely what is wrong with each.`,
};

export function defaultPersona(seat: string): string {
  const role =
    ROLES[seat] ??
    `# Persona: ${seat}
You take part in a structured deliberation as the ${seat}. Reason carefully, support empirical claims with evidence, and say so explicitly when you change your mind.`;
  return `${role}\n\n${CONDUCT}\n`;
}

/** The persona text for a seat: its `persona=FILE`, else the default for its role. */
export async function personaText(seat: string, personaFile: string | undefined): Promise<string> {
  if (personaFile === undefined) return defaultPersona(seat);
  try {
    return await readFile(personaFile, 'utf8');
  } catch (error) {
    throw new Error(`cannot read the persona file ${personaFile} for seat ${seat} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

/** Writes the persona file into the seat folder unless it is already there; returns its text. */
export async function ensurePersonaFile(dir: string, kind: AgentKindName, seat: string, personaFile: string | undefined): Promise<string> {
  const path = join(dir, PERSONA_FILES[kind]);
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const text = await personaText(seat, personaFile);
  try {
    await writeFile(path, text, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Written meanwhile by another agon on the same session: theirs stands.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFile(path, 'utf8');
  }
  return text;
}

/** A full prompt with the persona in front, for a CLI that runs outside its seat folder. */
export function withPersona(persona: string | undefined, prompt: string): string {
  if (!persona) return prompt;
  return `${persona.trimEnd()}\n\n---\n\n${prompt}`;
}
