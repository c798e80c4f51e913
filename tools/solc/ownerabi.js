// Writes the part of a protocol owner's published ABI that a devchain double also
// declares: every function, event and error of the owner's contract whose name the
// double's ABI uses, in a stable order. `make generate` runs it against the owners'
// packages (pinned in the Makefile) and the output is committed, so the test that
// compares the double's interface with the owner's needs no download
// (services/internal/devchain/contracts, TestDoublesSpeakTheOwnersInterface).
//
// Usage: node ownerabi.js <double .abi> <owner .abi or artifact .json> <out .json>
'use strict';

const fs = require('fs');

function readABI(file) {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  return Array.isArray(parsed) ? parsed : parsed.abi; // a bare ABI or a build artifact
}

// signature is an entry's canonical signature, to order overloads stably.
function signature(entry) {
  const type = (p) => (p.type.startsWith('tuple') ? `(${p.components.map(type).join(',')})${p.type.slice(5)}` : p.type);
  return `${entry.name}(${(entry.inputs || []).map(type).join(',')})`;
}

function main() {
  const [doubleFile, ownerFile, out] = process.argv.slice(2);
  if (!out) {
    throw new Error('usage: node ownerabi.js <double .abi> <owner abi> <out .json>');
  }
  const names = new Set(readABI(doubleFile).filter((e) => e.name).map((e) => e.name));
  const kinds = new Set(['function', 'event', 'error']);
  const shared = readABI(ownerFile)
    .filter((e) => kinds.has(e.type) && names.has(e.name))
    .sort((a, b) => (a.type + signature(a)).localeCompare(b.type + signature(b)));
  fs.writeFileSync(out, JSON.stringify(shared, null, 1) + '\n');
}

main();
