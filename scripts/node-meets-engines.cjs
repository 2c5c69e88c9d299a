#!/usr/bin/env node
// Whether the Node running this meets package.json's engines.node: exits 0 when it does, 1 when it does not, 2 when
// the range is written in a form read here. `.ci/run` asks before any package is installed (semver included), on
// whatever Node the machine has, Debian's 18 too, hence CommonJS and no dependency. It reads what the engines need:
// `>=x.y.z` and `^x.y.z` (for x above 0), parts left off meaning 0 (`>=24`), joined by `||`.
'use strict';

/** Whether `version` ("22.13.0") is in `range`; throws on a form not read here. */
function meets(range, version) {
  const have = version.split('.').map(Number);
  return range.split('||').some((part) => {
    const m = /^(>=|\^)\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(part.trim());
    if (!m || (m[1] === '^' && m[2] === '0')) throw new Error(`engines.node "${range}": only ">=x.y.z" and "^x.y.z" (x above 0) joined by "||" are read here`);
    const want = [m[2], m[3], m[4]].map((n) => Number(n ?? 0));
    const i = want.findIndex((n, k) => have[k] !== n);
    const atLeast = i === -1 || have[i] > want[i];
    return atLeast && (m[1] === '>=' || have[0] === want[0]);
  });
}

if (require.main === module) {
  const { join } = require('node:path');
  const range = require(join(__dirname, '..', 'package.json')).engines.node;
  try {
    process.exit(meets(range, process.versions.node) ? 0 : 1);
  } catch (e) {
    console.error(e.message);
    process.exit(2);
  }
}

module.exports = { meets };
