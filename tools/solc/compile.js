// Compiles every .sol file of one folder with the pinned solc-js (package.json) and
// writes, for every contract, <Contract>.abi and <Contract>.bin into <folder>/build.
// `make generate` runs it; the output is committed and must be byte-identical on a
// re-run, so sources are keyed by file name (never an absolute path) and every
// setting is written out here rather than left to the compiler's defaults.
//
// Usage: node compile.js <contracts folder> [<import prefix>=<folder> ...]
//
// An import prefix maps imports that start with it (an owner's package name, such as
// "@chainlink/contracts-ccip/") onto a folder where `make generate` unpacked that
// package at a pinned version and checksum: the owners' own sources, never a lookup.
'use strict';

const fs = require('fs');
const path = require('path');
const solc = require('solc');

function main() {
  const dir = process.argv[2];
  if (!dir) {
    throw new Error('usage: node compile.js <contracts folder>');
  }
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sol')).sort();
  const sources = {};
  for (const f of files) {
    sources[f] = { content: fs.readFileSync(path.join(dir, f), 'utf8') };
  }
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      metadata: { bytecodeHash: 'none' },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const roots = process.argv.slice(3).map((arg) => {
    const eq = arg.indexOf('=');
    if (eq <= 0) {
      throw new Error(`import root ${arg}: want <prefix>=<folder>`);
    }
    return { prefix: arg.slice(0, eq), dir: arg.slice(eq + 1) };
  });
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: (p) => readImport(dir, roots, p) }));
  const errors = (output.errors || []).filter((e) => e.severity === 'error');
  for (const e of output.errors || []) {
    process.stderr.write(e.formattedMessage + '\n');
  }
  if (errors.length > 0) {
    process.exit(1);
  }
  const out = path.join(dir, 'build');
  fs.mkdirSync(out, { recursive: true });
  for (const file of Object.keys(output.contracts).sort()) {
    if (!files.includes(file)) {
      continue; // an imported owner's file: only what this folder defines is built
    }
    for (const name of Object.keys(output.contracts[file]).sort()) {
      const c = output.contracts[file][name];
      fs.writeFileSync(path.join(out, name + '.abi'), JSON.stringify(c.abi, null, 2) + '\n');
      if (c.evm.bytecode.object !== '') {
        // Interfaces have no bytecode: their binding only packs and unpacks.
        fs.writeFileSync(path.join(out, name + '.bin'), c.evm.bytecode.object + '\n');
      }
    }
  }
  process.stdout.write(`solc ${solc.version()}: compiled ${files.join(', ')} into ${out}\n`);
}

// readImport resolves imports relative to the contracts folder, or under an import
// root's folder for a path with its prefix: no network, no node_modules lookups.
function readImport(dir, roots, p) {
  for (const r of roots) {
    if (p.startsWith(r.prefix)) {
      return readUnder(r.dir, p.slice(r.prefix.length));
    }
  }
  return readUnder(dir, p);
}

// readUnder reads p below dir, refusing a path that climbs out of it.
function readUnder(dir, p) {
  const root = path.resolve(dir);
  const file = path.resolve(root, p);
  if (!file.startsWith(root + path.sep)) {
    return { error: `import outside ${dir}: ${p}` };
  }
  try {
    return { contents: fs.readFileSync(file, 'utf8') };
  } catch (e) {
    return { error: `read ${p}: ${e.message}` };
  }
}

if (require.main === module) {
  main();
}

module.exports = { readUnder };
