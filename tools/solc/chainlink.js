// Compiles Chainlink's CCIP v1.6 contracts (the npm package @chainlink/contracts-ccip,
// with the @chainlink/contracts package it imports) as Chainlink's own build does
// (solc 0.8.26, EVM paris, the settings of its scripts/compile_all), for devchain to
// deploy Chainlink's code rather than a double of it. `make owners-ccip` runs it; its
// output is committed (services/internal/chain/contracts/chainlink, whose README.md
// gives the provenance) and must be byte-identical on a re-run.
//
// Usage: node chainlink.js <contracts-ccip package> <contracts package> <out folder>
//
// Sources are named as Chainlink's remappings.txt names them
// (@chainlink/contracts-ccip/contracts/…, @chainlink/contracts/src/…), never by an
// absolute path, and every setting is written out here.
'use strict';

const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const solc = require('solc-0.8.26');
const { readUnder } = require('./compile.js');

const CCIP = '@chainlink/contracts-ccip/';
const CONTRACTS = '@chainlink/contracts/';

// The contracts devchain deploys on every chain: CCIP's on-chain roles, the canonical
// WETH9 the Router wraps native fees into, and the LINK token the FeeQuoter prices every
// fee in (its static config requires one).
const TARGETS = {
  [CCIP + 'contracts/Router.sol']: 'Router',
  [CCIP + 'contracts/onRamp/OnRamp.sol']: 'OnRamp',
  [CCIP + 'contracts/offRamp/OffRamp.sol']: 'OffRamp',
  [CCIP + 'contracts/FeeQuoter.sol']: 'FeeQuoter',
  [CCIP + 'contracts/NonceManager.sol']: 'NonceManager',
  [CCIP + 'contracts/rmn/RMNRemote.sol']: 'RMNRemote',
  [CCIP + 'contracts/rmn/RMNProxy.sol']: 'RMNProxy',
  [CCIP + 'contracts/tokenAdminRegistry/TokenAdminRegistry.sol']: 'TokenAdminRegistry',
  [CCIP + 'contracts/pools/BurnMintTokenPool.sol']: 'BurnMintTokenPool',
  [CONTRACTS + 'src/v0.8/vendor/canonical-weth/WETH9.sol']: 'WETH9',
  [CONTRACTS + 'src/v0.8/shared/token/ERC677/LinkToken.sol']: 'LinkToken',
};

// The settings Chainlink releases with (the package's scripts/compile_all): foundry.toml's
// [profile.ccip-compile] (via IR, 80,000 optimizer runs), solc 0.8.26, EVM paris, no
// metadata hash (bytecode_hash = "none"), except OffRamp (800 runs) and FeeQuoter (8,000
// runs), which compile_all overrides so that they fit EIP-170's 24,576 bytes.
const DEFAULT_RUNS = 80000;
const RUNS = { OffRamp: 800, FeeQuoter: 8000 };

function settings(runs) {
  return {
    viaIR: true,
    optimizer: { enabled: true, runs },
    evmVersion: 'paris',
    metadata: { bytecodeHash: 'none' },
    outputSelection: {
      '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object', 'evm.deployedBytecode.immutableReferences'] },
    },
  };
}

function main() {
  const [ccip, contracts, out] = process.argv.slice(2);
  if (!out) {
    throw new Error('usage: node chainlink.js <contracts-ccip package> <contracts package> <out folder>');
  }
  const roots = [
    { prefix: CCIP, dir: ccip },
    { prefix: CONTRACTS, dir: contracts },
  ];
  const read = (p) => {
    const r = roots.find((root) => p.startsWith(root.prefix));
    return r ? readUnder(r.dir, p.slice(r.prefix.length)) : { error: `no root for ${p}` };
  };
  const used = {};
  const builds = [];
  const sizes = [];
  // One compilation per optimizer setting, each of only the targets that use it.
  const groups = {};
  for (const [file, name] of Object.entries(TARGETS)) {
    const runs = RUNS[name] || DEFAULT_RUNS;
    (groups[runs] = groups[runs] || []).push(file);
  }
  fs.mkdirSync(out, { recursive: true });
  for (const runs of Object.keys(groups).map(Number).sort((a, b) => a - b)) {
    const sources = {};
    for (const file of groups[runs]) {
      const r = read(file);
      if (r.error) {
        throw new Error(r.error);
      }
      sources[file] = { content: r.contents };
      used[file] = r.contents;
    }
    const SETTINGS = settings(runs);
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
    // Only errors: the warnings are about Chainlink's sources, which are not ours to change.
    const errors = (output.errors || []).filter((e) => e.severity === 'error');
    for (const e of errors) {
      process.stderr.write(e.formattedMessage + '\n');
    }
    if (errors.length > 0) {
      process.exit(1);
    }
    for (const file of groups[runs]) {
      const name = TARGETS[file];
      const c = output.contracts[file][name];
      fs.writeFileSync(path.join(out, name + '.abi'), JSON.stringify(c.abi, null, 2) + '\n');
      fs.writeFileSync(path.join(out, name + '.bin'), c.evm.bytecode.object + '\n');
      fs.writeFileSync(path.join(out, name + '.runtime.bin'), c.evm.deployedBytecode.object + '\n');
      fs.writeFileSync(path.join(out, name + '.immutables.json'), JSON.stringify(immutableRanges(c), null, 2) + '\n');
      sizes.push(`${name} ${c.evm.deployedBytecode.object.length / 2}`);
    }
    builds.push({ contracts: groups[runs].map((f) => TARGETS[f]), settings: SETTINGS });
  }
  // What was compiled: the compiler, the settings and every source's SHA-256, so a
  // rebuild from another checkout can be compared file by file.
  const build = {
    compiler: solc.version(),
    builds,
    sources: Object.fromEntries(Object.keys(used).sort().map((k) => [k, sha256(used[k])])),
  };
  fs.writeFileSync(path.join(out, 'build.json'), JSON.stringify(build, null, 2) + '\n');
  process.stdout.write(`solc ${solc.version()}: compiled into ${out}; runtime bytes: ${sizes.join(', ')}\n`);
}

// immutableRanges lists the byte ranges of the runtime code that the constructor fills
// with immutables (chain selector, RMN remote, nonce manager…), sorted by offset: the
// deployed code equals the compiled runtime code everywhere else.
function immutableRanges(c) {
  const refs = Object.values(c.evm.deployedBytecode.immutableReferences || {}).flat();
  return refs.map((r) => ({ start: r.start, length: r.length })).sort((a, b) => a.start - b.start);
}

function sha256(s) {
  return crypto.createHash('sha256').update(s, 'utf8').digest('hex');
}

main();
