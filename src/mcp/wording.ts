// How the MCP tools name the parts of a request: by their arguments (`question`, `seats.consultee`,
// `options.maxRounds`, `timeoutSeconds`), as the tools' input schemas spell them.
import { fieldPath, type Wording } from '../session/problems.js';

export const TOOL_WORDING: Wording = {
  field: fieldPath,
  badSeat: (text, seat) => (seat ? `seats.${seat}` : `bad seat "${text}"`),
  addSeat: (seat) => `add ${seat} to seats`,
  protocolList: 'the protocols tool lists them',
};
