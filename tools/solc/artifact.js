// Writes <out>/<Name>.abi, <Name>.bin and <Name>.runtime.bin from a Hardhat build artifact that a protocol
// owner publishes in its npm package (pinned in the Makefile), so that devchain deploys
// the owner's own compiled contract, byte for byte, rather than our build of it.
//
// Usage: node artifact.js <artifact .json> <out folder> <Name>
'use strict';

const fs = require('fs');
const path = require('path');

function main() {
  const [file, out, name] = process.argv.slice(2);
  if (!name) {
    throw new Error('usage: node artifact.js <artifact .json> <out folder> <Name>');
  }
  const artifact = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (Object.keys(artifact.linkReferences || {}).length > 0) {
    throw new Error(`${file}: needs libraries linked`);
  }
  if (!Array.isArray(artifact.abi) || !/^0x[0-9a-f]+$/i.test(artifact.bytecode || '')) {
    throw new Error(`${file}: not a build artifact with an ABI and creation bytecode`);
  }
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, name + '.abi'), JSON.stringify(artifact.abi, null, 2) + '\n');
  fs.writeFileSync(path.join(out, name + '.bin'), artifact.bytecode.slice(2) + '\n');
  // The runtime code, immutables as zero placeholders: what the deployed code must be.
  fs.writeFileSync(path.join(out, name + '.runtime.bin'), artifact.deployedBytecode.slice(2) + '\n');
}

main();
