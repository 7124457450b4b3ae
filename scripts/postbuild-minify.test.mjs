// node --test scripts/postbuild-minify.test.mjs — the minified /sw-client.js is the same module, smaller.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { minifyModule } from './postbuild-minify.mjs';

const source = fs.readFileSync('public/sw-client.js', 'utf8');

test('the minified client keeps every export and its behaviour, at under half the compressed size', async () => {
  const small = await minifyModule(source);
  const full = await import(`data:text/javascript,${encodeURIComponent(source)}`);
  const min = await import(`data:text/javascript,${encodeURIComponent(small)}`);
  assert.deepEqual(Object.keys(min).sort(), Object.keys(full).sort());
  assert.equal(min.SW_URL, '/sw.js');
  assert.equal(min.NOTICE_ID, full.NOTICE_ID);
  // applyUpdate: an already-active worker only reloads the page.
  let reloaded = 0;
  min.applyUpdate({ state: 'activated' }, {}, () => reloaded++);
  assert.equal(reloaded, 1);
  const gz = (s) => zlib.gzipSync(s).length;
  assert.ok(gz(small) * 2 < gz(source), `${gz(small)} vs ${gz(source)} bytes gzipped`);
  assert.doesNotMatch(small, /registers \/sw\.js/);
});
