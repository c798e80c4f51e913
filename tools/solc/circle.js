// Compiles Circle's CCTP V2 contracts (circlefin/evm-cctp-contracts) as Circle's own
// build does (solc 0.7.6, optimizer 100,000 runs, the repository's remappings), for
// devchain to deploy Circle's code rather than a double of it. `make owners-cctp` runs
// it; its output is committed (services/internal/chain/contracts/circle, whose
// README.md gives the provenance) and must be byte-identical on a re-run.
//
// Usage: node circle.js <evm-cctp-contracts tree> <memview-sol package> <openzeppelin 3.4.2 package> <out folder>
//
// Sources are named as in Circle's repository (src/…, lib/memview-sol/…,
// lib/openzeppelin-contracts/contracts/…), never by an absolute path, and every setting
// is written out here. The submodules come from their npm packages: memview-sol's
// contracts folder is the package's, OpenZeppelin's contracts folder is the package root.
'use strict';

const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const solc = require('solc-0.7.6');
const { readUnder } = require('./compile.js');

// The contracts devchain deploys: the three CCTP V2 roles, and the proxy that the two
// with initializers sit behind (their constructors disable initializers).
const TARGETS = {
  'src/v2/MessageTransmitterV2.sol': 'MessageTransmitterV2',
  'src/v2/TokenMessengerV2.sol': 'TokenMessengerV2',
  'src/v2/TokenMinterV2.sol': 'TokenMinterV2',
  'src/proxy/AdminUpgradableProxy.sol': 'AdminUpgradableProxy',
};

// SETTINGS are foundry.toml's at the pinned commit (optimizer_runs 100000, solc's default
// EVM version for 0.7.6) with remappings.txt, and no metadata hash, so the bytecode
// depends on the sources' code only.
const SETTINGS = {
  remappings: ['@memview-sol/=lib/memview-sol/', '@openzeppelin/=lib/openzeppelin-contracts/'],
  optimizer: { enabled: true, runs: 100000 },
  evmVersion: 'istanbul',
  metadata: { bytecodeHash: 'none' },
  outputSelection: {
    '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object', 'evm.deployedBytecode.immutableReferences'] },
  },
};

function main() {
  const [circle, memview, oz, out] = process.argv.slice(2);
  if (!out) {
    throw new Error('usage: node circle.js <evm-cctp-contracts tree> <memview-sol package> <openzeppelin package> <out folder>');
  }
  const roots = [
    { prefix: 'src/', dir: path.join(circle, 'src') },
    { prefix: 'lib/memview-sol/', dir: memview },
    { prefix: 'lib/openzeppelin-contracts/contracts/', dir: oz },
  ];
  const read = (p) => {
    const r = roots.find((root) => p.startsWith(root.prefix));
    return r ? readUnder(r.dir, p.slice(r.prefix.length)) : { error: `no root for ${p}` };
  };
  const sources = {};
  for (const file of Object.keys(TARGETS)) {
    const r = read(file);
    if (r.error) {
      throw new Error(r.error);
    }
    sources[file] = { content: r.contents };
  }
  const used = {};
  const input = { language: 'Solidity', sources, settings: SETTINGS };
  const output = JSON.parse(solc.compile(JSON.stringify(input), {
    import: (p) => {
      const r = read(p);
      if (!r.error) {
        used[p] = r.contents;
      }
      return r;
    },
  }));
  // Only errors: the warnings are about Circle's sources, which are not ours to change.
  const errors = (output.errors || []).filter((e) => e.severity === 'error');
  for (const e of errors) {
    process.stderr.write(e.formattedMessage + '\n');
  }
  if (errors.length > 0) {
    process.exit(1);
  }
  fs.mkdirSync(out, { recursive: true });
  for (const [file, name] of Object.entries(TARGETS)) {
    const c = output.contracts[file][name];
    fs.writeFileSync(path.join(out, name + '.abi'), JSON.stringify(c.abi, null, 2) + '\n');
    fs.writeFileSync(path.join(out, name + '.bin'), c.evm.bytecode.object + '\n');
    fs.writeFileSync(path.join(out, name + '.runtime.bin'), c.evm.deployedBytecode.object + '\n');
    fs.writeFileSync(path.join(out, name + '.immutables.json'), JSON.stringify(immutableRanges(c), null, 2) + '\n');
  }
  // What was compiled: the compiler, the settings and every source's SHA-256, so a
  // rebuild from another checkout can be compared file by file.
  const all = { ...Object.fromEntries(Object.entries(sources).map(([k, v]) => [k, v.content])), ...used };
  const build = {
    compiler: solc.version(),
    settings: SETTINGS,
    sources: Object.fromEntries(Object.keys(all).sort().map((k) => [k, sha256(all[k])])),
  };
  fs.writeFileSync(path.join(out, 'build.json'), JSON.stringify(build, null, 2) + '\n');
  process.stdout.write(`solc ${solc.version()}: compiled ${Object.values(TARGETS).join(', ')} into ${out}\n`);
}

// immutableRanges lists the byte ranges of the runtime code that the constructor fills
// with immutables (localDomain, version, localMessageTransmitter…), sorted by offset:
// the deployed code equals the compiled runtime code everywhere else.
function immutableRanges(c) {
  const refs = Object.values(c.evm.deployedBytecode.immutableReferences || {}).flat();
  return refs.map((r) => ({ start: r.start, length: r.length })).sort((a, b) => a.start - b.start);
}

function sha256(s) {
  return crypto.createHash('sha256').update(s, 'utf8').digest('hex');
}

main();
