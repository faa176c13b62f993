// Every kind of model agent agon runs, listed once: the CLIs it starts (found on PATH) and the
// OpenAI-compatible endpoint. The seats that are no model (human, mcp, script) are built beside
// them in registry.ts.
export const CLI_KINDS = ['codex', 'claude', 'gemini', 'qwen'] as const;
export const REAL_KINDS = [...CLI_KINDS, 'openai'] as const;

export type CliKind = (typeof CLI_KINDS)[number];
export type RealKind = (typeof REAL_KINDS)[number];

export function isRealKind(kind: string): kind is RealKind {
  return (REAL_KINDS as readonly string[]).includes(kind);
}

export function isCliKind(kind: string): kind is CliKind {
  return (CLI_KINDS as readonly string[]).includes(kind);
}
