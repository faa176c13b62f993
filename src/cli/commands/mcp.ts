// agon mcp: an MCP server on stdio for the agents people already work in (Claude Code, Codex CLI,
// Gemini CLI). The SDK is loaded here and only here, so no other command pays for it.
import { resolveMemoryDir } from '../../../state/index.js';
import { parseCommand } from '../args.js';
import { stringOpt } from '../../session/flag-values.js';
import { EXIT, type ExitCode } from '../../session/exit-codes.js';
import { serviceFor } from '../../session/local-service.js';
import { hostOf } from '../../agents/host.js';
import { stopSignal, whileStoppable } from '../../system/shutdown.js';
import { packageVersion } from '../version.js';

export async function mcpCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values } = parseCommand('mcp', argv, { 'memory-dir': { type: 'string' } }, { min: 0, max: 0, names: '' });
  // stdout carries the protocol: anything a person should hear goes to stderr (serviceFor's notify).
  const host = hostOf(env, cwd);
  const service = serviceFor(values, host);
  const { serveStdio } = await import('../../mcp/server.js');
  // A signal waits for the calls still running to save what they finished (shutdown.ts).
  await whileStoppable(() =>
    serveStdio({
      service,
      host,
      memoryDir: resolveMemoryDir(stringOpt(values, 'memory-dir'), env, cwd),
      version: packageVersion(),
      stop: stopSignal,
    }),
  );
  return EXIT.ok;
}
