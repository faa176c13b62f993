// The program itself, as both builds start it (main.ts picks one): the signal handlers first
// (shutdown.js loads nothing but Node's own modules), then the command line. ESM evaluates a
// module's whole static import graph before any of it runs, so the command line is imported only
// once the handlers exist.
import '../system/shutdown.js';

void import('./agon.js');
