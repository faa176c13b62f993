#!/usr/bin/env node
// The entry point. The signal handlers come first (shutdown.js loads nothing else), then the
// command line: ESM loads a module's whole static import graph before running any of it, so the
// command line is imported only once the handlers exist.
import { tuneForShortRun } from './v8-tuning.js';
import './shutdown.js';

tuneForShortRun();
await import('./agon.js');
