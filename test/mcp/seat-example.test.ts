import { describe, expect, it } from 'vitest';
import { seatExample } from '../../src/mcp/seat-example.js';
import { declarationOf } from '../../src/protocols/registry.js';

describe("the seat example in the start tool's description", () => {
  it('names the first two seats the protocol declares, the first played by the calling agent', () => {
    expect(seatExample(declarationOf('argumentation')!)).toBe('{"orchestrator": "mcp", "consultee": "codex:model=gpt-5.2"}');
  });

  it('numbers the seats of a repeated kind', () => {
    expect(seatExample(declarationOf('crux')!)).toBe('{"debater-1": "mcp", "debater-2": "codex:model=gpt-5.2"}');
  });
});
