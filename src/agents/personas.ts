// A seat's persona: a stable identity the agent reads on every call. It lives in the seat's own
// folder as the context file its CLI loads by itself (AGENTS.md for Codex, CLAUDE.md for Claude
// Code, GEMINI.md, QWEN.md), written once when the seat is prepared. When the CLI runs in the
// person's project instead, nothing is written there: the persona travels inside the prompt. The
// persona's text comes from the protocol (or the seat's persona=FILE); the conduct below is added
// to every one.
import type { AgentKindName } from './failures.js';

export const PERSONA_FILES: Record<AgentKindName, string> = {
  codex: 'AGENTS.md',
  claude: 'CLAUDE.md',
  gemini: 'GEMINI.md',
  qwen: 'QWEN.md',
  // No CLI reads it; the openai agent sends it as the system message.
  openai: 'PERSONA.md',
};

export const CONDUCT = `## Conduct
- This is a deliberation, not a coding task. Do not create, edit or delete files, and do not run commands that change anything.
- Read files only when the question is about code in your working directory, and cite exactly what you read (path:line).
- Answer with exactly what the prompt's "How to answer" section asks for: no preamble, no tool narration.`;

/** A persona with the conduct every agent is held to. */
export function withConduct(persona: string): string {
  return `${persona.trimEnd()}\n\n${CONDUCT}\n`;
}

/** A full prompt with the persona in front, for a CLI that runs outside its seat folder. */
export function withPersona(persona: string | undefined, prompt: string): string {
  if (!persona) return prompt;
  return `${persona.trimEnd()}\n\n---\n\n${prompt}`;
}
