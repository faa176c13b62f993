// A new-session request from a command's flags (`agon run`, `agon new`, a protocol command's
// debate): the values as typed, checked by the request's own checks, which word them as flags.
import type { ProtocolInfo } from '../protocols/types.js';
import { type Flags, givenOptions, stringOpt } from './flag-values.js';
import type { NewSessionRequest } from './new-session-request.js';
import { seatsFromTexts } from './request-seats.js';

export function requestFromFlags(info: ProtocolInfo, values: Flags): NewSessionRequest {
  const text = (name: string) => stringOpt(values, name);
  const given = <K extends string>(key: K, value: string | undefined) =>
    value === undefined ? {} : ({ [key]: value } as Record<K, string>);
  const budgets = {
    ...given('usd', text('budget-usd')),
    ...given('tokens', text('budget-tokens')),
    ...given('seconds', text('budget-seconds')),
  };
  return {
    protocol: info.id,
    ...given('question', text('question')),
    seats: seatsFromTexts(info, (values.seat as string[] | undefined) ?? []),
    options: givenOptions(info.options, values),
    ...given('workdir', text('workdir')),
    ...given('timeoutSeconds', text('timeout')),
    ...(Object.keys(budgets).length > 0 ? { budgets } : {}),
  };
}
