// Writes, from compile.js's build folder, solc's --combined-json shape for the named
// contracts, so that abigen --combined-json binds them in one Go file: contracts that
// share structs (CCIP's Router, OnRamp, OffRamp) then share one Go type per struct
// instead of each binding declaring its own copy in the same package.
//
// Usage: node combine.js <build folder> <source file> <contract>... > out.json
'use strict';

const fs = require('fs');
const path = require('path');

function main() {
  const [dir, source, ...names] = process.argv.slice(2);
  if (!dir || !source || names.length === 0) {
    throw new Error('usage: node combine.js <build folder> <source file> <contract>...');
  }
  const contracts = {};
  for (const name of names) {
    const abi = JSON.parse(fs.readFileSync(path.join(dir, name + '.abi'), 'utf8'));
    const binFile = path.join(dir, name + '.bin');
    const bin = fs.existsSync(binFile) ? fs.readFileSync(binFile, 'utf8').trim() : '';
    contracts[source + ':' + name] = { abi: JSON.stringify(abi), bin, devdoc: '{}', userdoc: '{}' };
  }
  process.stdout.write(JSON.stringify({ contracts, version: '' }, null, 2) + '\n');
}

main();
