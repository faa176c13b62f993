// One agent call with the per-call timeout and the run's cancellation: the agent is told through
// its signal, and the runner stops waiting either way, so a stuck agent never hangs a step.
import { type Agent, AgentError, type AgentReply, type AgentRequest } from './types.js';

export type AskResult = { ok: true; reply: AgentReply; durationMs: number } | { ok: false; error: AgentError; durationMs: number };

export async function askWithTimeout(agent: Agent | undefined, request: AgentRequest): Promise<AskResult> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  if (!agent) {
    return { ok: false, error: new AgentError('unavailable', `no agent is assigned to the ${request.seat} seat`), durationMs: 0 };
  }
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const onCancel = () => controller.abort(new AgentError('cancelled', 'cancelled'));
  if (request.signal.aborted) onCancel();
  else request.signal.addEventListener('abort', onCancel, { once: true });
  const stopped = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    timer = setTimeout(
      () => controller.abort(new AgentError('timeout', `${agent.kind} did not answer within ${Math.round(request.timeoutMs / 1000)} s`)),
      request.timeoutMs,
    );
  });
  // Once the race is settled the call is aborted to release the agent; nobody awaits this then.
  stopped.catch(() => undefined);
  const call = Promise.resolve().then(() => agent.ask({ ...request, signal: controller.signal }));
  call.catch(() => undefined);
  try {
    const reply = await Promise.race([call, stopped]);
    return { ok: true, reply, durationMs: elapsed() };
  } catch (error) {
    let failure = error instanceof AgentError ? error : new AgentError('other', (error as Error)?.message ?? String(error));
    if (error === controller.signal.reason) {
      // A stopped agent hands back what it had written so far; the record keeps it when it comes in
      // time. One that had written its whole answer before its timeout hands back the answer.
      const own = await settledWithin(call, STOP_GRACE_MS);
      if (own.ok && failure.kind === 'timeout' && own.value.stoppedAfterAnswer)
        return { ok: true, reply: own.value, durationMs: elapsed() };
      if (!own.ok && own.error instanceof AgentError && own.error.kind === failure.kind && own.error.raw) failure = own.error;
    }
    return { ok: false, error: failure, durationMs: elapsed() };
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', onCancel);
    if (!controller.signal.aborted) controller.abort(new AgentError('cancelled', 'the call is over'));
  }
}

/** How long a stopped agent may take to report its partial output before the runner goes on without it. */
const STOP_GRACE_MS = 1500;

type Settled = { ok: true; value: AgentReply } | { ok: false; error: unknown };

function settledWithin(call: Promise<AgentReply>, ms: number): Promise<Settled> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false, error: undefined }), ms);
    call.then(
      (value) => {
        clearTimeout(timer);
        resolve({ ok: true, value });
      },
      (error: unknown) => {
        clearTimeout(timer);
        resolve({ ok: false, error });
      },
    );
  });
}
