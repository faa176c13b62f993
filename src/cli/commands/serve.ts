// agon serve [--port P] [--host H]: debates over HTTP for any protocol, so a web page can start one
// and watch it live (seed 004's milestone 6): 127.0.0.1 by default, a random token printed at start
// and required on every request. Ctrl+C stops the running debates (what finished is saved) and exits.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseCommand } from '../args.js';
import { numberOpt, stringOpt } from '../../session/flag-values.js';
import { EXIT, type ExitCode } from '../../session/exit-codes.js';
import { makeOutput } from '../../session/output.js';
import { Debates } from '../../serve/debates.js';
import { serve } from '../../serve/server.js';
import { serviceFor } from '../../session/local-service.js';
import { hostOf } from '../../agents/host.js';
import { newSession } from '../../session/new-session.js';
import { hostDefaults } from '../../session/request-defaults.js';
import { stopSignal, whileStoppable } from '../../system/shutdown.js';

export const DEFAULT_PORT = 7878;

export async function serveCommand(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<ExitCode> {
  const { values } = parseCommand(
    'serve',
    argv,
    { port: { type: 'string' }, host: { type: 'string' }, 'memory-dir': { type: 'string' } },
    { min: 0, max: 0, names: '' },
  );
  const port = numberOpt(values, 'port', { integer: true, min: 0, max: 65535 }) ?? DEFAULT_PORT;
  const host = stringOpt(values, 'host') ?? '127.0.0.1';
  const token = randomBytes(18).toString('base64url');
  const agon = hostOf(env, cwd);
  const debates = new Debates(serviceFor(values, agon, { quiet: true }));
  const server = serve({ token, debates, newSession: (request) => newSession(request, cwd, hostDefaults(agon)) });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  makeOutput(values.json === true).result({ kind: 'serving', url, token }, [
    `agon serve: listening on ${url} (token ${token})`,
    `  POST ${url}/api/debates · GET ${url}/api/debates/<id>/events (Server-Sent Events)`,
    `  every request: Authorization: Bearer ${token}, or ?token=${token}`,
  ]);
  // Served until agon is told to stop (shutdown.ts): then no new requests; the running debates stop
  // and tell their streams how they ended; then the connections still open (idle keep-alives,
  // streams of saved sessions) are closed. The exit code is the signal's (130 for Ctrl+C).
  return whileStoppable(async () => {
    if (!stopSignal.aborted) await new Promise((resolve) => stopSignal.addEventListener('abort', resolve, { once: true }));
    server.close();
    await debates.stopAll();
    server.closeAllConnections();
    return EXIT.cancelled;
  });
}
