// A new-session request turned into the session's config, the one way every front end starts a
// session: the protocol found, the question required, the protocol's options checked against their
// declarations, the workdir checked, the limits checked, and the seats placed with the defaults
// filled in once (the config file's seats, then the protocol's default kinds usable here). Every
// problem is stated in the request's terms; each front end words it its own way.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SessionConfig } from '../../state/schema.js';
import { declarationOf, DEFAULT_PROTOCOL } from '../protocols/registry.js';
import type { ProtocolInfo } from '../protocols/types.js';
import { checkedNumber, checkedOption } from './checked-values.js';
import { requestError } from './errors.js';
import type { NewSessionRequest } from './new-session-request.js';
import { placedSeats, type SeatDefaults } from './request-seats.js';

export interface NewSession {
  protocol: ProtocolInfo;
  config: SessionConfig;
}

/** The protocol a request names (or the default one). */
export function requestedProtocol(request: Pick<NewSessionRequest, 'protocol'>): ProtocolInfo {
  const id = request.protocol ?? DEFAULT_PROTOCOL;
  const info = declarationOf(id);
  if (!info) throw requestError({ code: 'unknown-protocol', field: { in: 'request', name: 'protocol' }, id });
  return info;
}

/** The session a request asks for, checked, with the defaults applied; `cwd` is where relative paths start. */
export function newSession(request: NewSessionRequest, cwd: string, defaults: SeatDefaults): NewSession {
  const info = requestedProtocol(request);
  const question = request.question?.trim();
  if (!question) throw requestError({ code: 'required', field: { in: 'request', name: 'question' } });
  const seats = placedSeats(info, request.seats ?? {}, defaults);
  const workdir = request.workdir === undefined ? undefined : checkedWorkdir(request.workdir, cwd);
  const budgets = checkedBudgets(request.budgets ?? {});
  const timeout =
    request.timeoutSeconds === undefined ? undefined : checkedNumber({ in: 'request', name: 'timeoutSeconds' }, request.timeoutSeconds);
  const options = protocolOptions(info, request.options ?? {});
  return {
    protocol: info,
    config: {
      question,
      ...options,
      ...(workdir !== undefined ? { workdir } : {}),
      seats,
      ...(timeout !== undefined ? { timeoutSeconds: timeout } : {}),
      ...(Object.keys(budgets).length > 0 ? { budgets } : {}),
    },
  };
}

/** The protocol's options by key (a flag names one too), typed and checked against their declarations. */
function protocolOptions(info: ProtocolInfo, given: NonNullable<NewSessionRequest['options']>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(given)) {
    const option = info.options.find((o) => o.key === name) ?? info.options.find((o) => o.flag === name);
    if (!option)
      throw requestError({
        code: 'unknown-option',
        field: { in: 'options', key: name, flag: name },
        protocol: info.id,
        known: info.options.map((o) => o.key),
      });
    const checked = checkedOption(option, value);
    if (checked !== undefined) out[option.key] = checked;
  }
  return out;
}

function checkedBudgets(given: NonNullable<NewSessionRequest['budgets']>): { seconds?: number; tokens?: number; usd?: number } {
  return {
    ...(given.seconds !== undefined ? { seconds: checkedNumber({ in: 'budgets', name: 'seconds' }, given.seconds) } : {}),
    ...(given.tokens !== undefined ? { tokens: checkedNumber({ in: 'budgets', name: 'tokens' }, given.tokens, { integer: true }) } : {}),
    ...(given.usd !== undefined ? { usd: checkedNumber({ in: 'budgets', name: 'usd' }, given.usd) } : {}),
  };
}

function checkedWorkdir(given: string, cwd: string): string {
  const full = resolve(cwd, given);
  try {
    if (statSync(full).isDirectory()) return full;
  } catch {
    // a path that does not exist is no folder either
  }
  throw requestError({ code: 'not-a-directory', field: { in: 'request', name: 'workdir' }, path: given });
}
