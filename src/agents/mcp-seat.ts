// The `mcp` seat: the agent on the other end of an `agon mcp` connection sits in it, so agon never
// calls anyone for it. A step that reaches its turn ends with the prompt (`await-agent`); the
// client answers through the move tool, which hands the text in here before stepping on.
import { type Agent, AgentError, type AgentReply, type AgentRequest } from '../runner/types.js';

export function mcpSeatAgent(): Agent {
  let handed: string | undefined;
  return {
    kind: 'mcp',
    // The client keeps its own conversation, but another client may take the seat over: always the whole prompt.
    resumes: false,
    outside: {
      ready: () => handed !== undefined,
      hand: (text) => {
        handed = text;
      },
    },
    async ask(request: AgentRequest): Promise<AgentReply> {
      const text = handed;
      handed = undefined;
      if (text === undefined) throw new AgentError('unavailable', `the ${request.seat} seat is answered through agon mcp's move tool`);
      return { text };
    },
  };
}
