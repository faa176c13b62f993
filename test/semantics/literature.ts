// Frameworks from the literature with their known extensions, for every semantics we implement.
// Sources:
//   [D95]   P. M. Dung, "On the acceptability of arguments and its fundamental role in nonmonotonic
//           reasoning, logic programming and n-person games", Artificial Intelligence 77 (1995).
//   [BCG11] P. Baroni, M. Caminada, M. Giacomin, "An introduction to argumentation semantics",
//           The Knowledge Engineering Review 26(4) (2011): its figures of reinstatement, even and
//           odd cycles, self-attackers, floating defeat and floating acceptance.
//   [C06]   M. Caminada, "Semi-stable semantics", COMMA 2006 (a framework whose stable and
//           preferred extensions differ because of a self-attacker).
//   [BG07]  P. Baroni, M. Giacomin, "On principle-based evaluation of extension-based argumentation
//           semantics", Artificial Intelligence 171 (2007) (odd cycles reached by an attack).
// Extensions are written as strings of argument names ("ac" is {a, c}); "" is the empty set.

export interface LiteratureFramework {
  name: string;
  source: string;
  args: string;
  attacks: string[];
  grounded: string;
  complete: string[];
  preferred: string[];
  stable: string[];
}

export const LITERATURE: LiteratureFramework[] = [
  { name: 'an unattacked argument', source: 'D95', args: 'a', attacks: [], grounded: 'a', complete: ['a'], preferred: ['a'], stable: ['a'] },
  { name: 'a lone self-attacker', source: 'BCG11', args: 'a', attacks: ['aa'], grounded: '', complete: [''], preferred: [''], stable: [] },
  { name: 'one attack', source: 'D95', args: 'ab', attacks: ['ab'], grounded: 'a', complete: ['a'], preferred: ['a'], stable: ['a'] },
  { name: 'simple reinstatement: a defends c against b', source: 'BCG11', args: 'abc', attacks: ['ab', 'bc'], grounded: 'ac', complete: ['ac'], preferred: ['ac'], stable: ['ac'] },
  { name: 'a reinstatement chain of four', source: 'BCG11', args: 'abcd', attacks: ['ab', 'bc', 'cd'], grounded: 'ac', complete: ['ac'], preferred: ['ac'], stable: ['ac'] },
  { name: 'a reinstatement chain of six', source: 'BCG11', args: 'abcdef', attacks: ['ab', 'bc', 'cd', 'de', 'ef'], grounded: 'ace', complete: ['ace'], preferred: ['ace'], stable: ['ace'] },
  { name: 'the Nixon diamond: a mutual attack', source: 'D95', args: 'ab', attacks: ['ab', 'ba'], grounded: '', complete: ['', 'a', 'b'], preferred: ['a', 'b'], stable: ['a', 'b'] },
  { name: 'an odd cycle of three', source: 'D95', args: 'abc', attacks: ['ab', 'bc', 'ca'], grounded: '', complete: [''], preferred: [''], stable: [] },
  { name: 'an even cycle of four', source: 'BCG11', args: 'abcd', attacks: ['ab', 'bc', 'cd', 'da'], grounded: '', complete: ['', 'ac', 'bd'], preferred: ['ac', 'bd'], stable: ['ac', 'bd'] },
  { name: 'an odd cycle of five', source: 'BCG11', args: 'abcde', attacks: ['ab', 'bc', 'cd', 'de', 'ea'], grounded: '', complete: [''], preferred: [''], stable: [] },
  { name: 'floating defeat: c is attacked by both sides of a mutual attack', source: 'BCG11', args: 'abc', attacks: ['ab', 'ba', 'ac', 'bc'], grounded: '', complete: ['', 'a', 'b'], preferred: ['a', 'b'], stable: ['a', 'b'] },
  {
    name: 'floating acceptance: d is defended by whichever side wins',
    source: 'BCG11',
    args: 'abcd',
    attacks: ['ab', 'ba', 'ac', 'bc', 'cd'],
    grounded: '',
    complete: ['', 'ad', 'bd'],
    preferred: ['ad', 'bd'],
    stable: ['ad', 'bd'],
  },
  { name: 'a self-attacker attacking another argument', source: 'BCG11', args: 'ab', attacks: ['aa', 'ab'], grounded: '', complete: [''], preferred: [''], stable: [] },
  { name: 'a self-attacker defeated from outside', source: 'BCG11', args: 'ab', attacks: ['aa', 'ba'], grounded: 'b', complete: ['b'], preferred: ['b'], stable: ['b'] },
  {
    name: 'an odd cycle broken by an unattacked attacker',
    source: 'BG07',
    args: 'abcd',
    attacks: ['da', 'ab', 'bc', 'ca'],
    grounded: 'bd',
    complete: ['bd'],
    preferred: ['bd'],
    stable: ['bd'],
  },
  { name: 'an odd cycle attacking outwards', source: 'BG07', args: 'abcd', attacks: ['ab', 'bc', 'ca', 'cd'], grounded: '', complete: [''], preferred: [''], stable: [] },
  {
    name: 'two independent mutual attacks',
    source: 'BCG11',
    args: 'abcd',
    attacks: ['ab', 'ba', 'cd', 'dc'],
    grounded: '',
    complete: ['', 'a', 'b', 'c', 'd', 'ac', 'ad', 'bc', 'bd'],
    preferred: ['ac', 'ad', 'bc', 'bd'],
    stable: ['ac', 'ad', 'bc', 'bd'],
  },
  {
    name: 'a mutual attack feeding an odd cycle: stable and preferred differ',
    source: 'BCG11',
    args: 'abcde',
    attacks: ['ab', 'ba', 'bc', 'cd', 'de', 'ec'],
    grounded: '',
    complete: ['', 'a', 'bd'],
    preferred: ['a', 'bd'],
    stable: ['bd'],
  },
  { name: 'the semi-stable example: a mutual attack and a self-attacker', source: 'C06', args: 'abc', attacks: ['ab', 'ba', 'bc', 'cc'], grounded: '', complete: ['', 'a', 'b'], preferred: ['a', 'b'], stable: ['b'] },
  { name: 'two attackers of one argument', source: 'D95', args: 'abcd', attacks: ['ac', 'bc', 'cd'], grounded: 'abd', complete: ['abd'], preferred: ['abd'], stable: ['abd'] },
  { name: 'reinstatement through a mutual attack', source: 'BCG11', args: 'abc', attacks: ['ab', 'ba', 'bc'], grounded: '', complete: ['', 'ac', 'b'], preferred: ['ac', 'b'], stable: ['ac', 'b'] },
  { name: 'a mutual attack with a self-attacking side', source: 'BCG11', args: 'ab', attacks: ['ab', 'ba', 'bb'], grounded: '', complete: ['', 'a'], preferred: ['a'], stable: ['a'] },
  { name: 'a duplicated attack edge changes nothing', source: 'D95', args: 'abc', attacks: ['ab', 'ab', 'bc'], grounded: 'ac', complete: ['ac'], preferred: ['ac'], stable: ['ac'] },
];
