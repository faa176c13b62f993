// The logic of the dialectic's commands for other programs, by name (declared in ../command-decls.ts).
import type { ProtocolCommand } from '../../types.js';
import { attempt } from './attempt.js';
import { gate } from './gate.js';
import { metrics } from './metrics.js';
import { outcome } from './outcome.js';
import { reset } from './reset.js';

export const COMMAND_LOGIC: Readonly<Record<string, ProtocolCommand>> = { gate, attempt, reset, metrics, outcome };
