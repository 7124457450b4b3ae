// node --test scripts/postbuild-rsc-css.test.mjs — the inline React payload loses its copy of the page's inline CSS.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import { dropTextRows, encodeChunk, onePayloadScript, stripPayloadCss } from './postbuild-rsc-css.mjs';

const CSS_A = '.a{color:red}.b:after{content:"▾"}'; // non-ASCII: a text row's length counts UTF-8 bytes
const CSS_B = '.c{margin:0}';
const hex = (s) => Buffer.byteLength(s, 'utf8').toString(16);

test('a text row holding one of the stylesheets becomes an empty string; other rows stay as they are', () => {
  const other = 'some text\n3:T4,not a row';
  const flight = `1:"$Sreact.fragment"\n2:T${hex(CSS_A)},${CSS_A}5:T${hex(other)},${other}4:["$","style","0",{"precedence":"next","children":"$2"}]\n`;
  const r = dropTextRows(flight, [CSS_A, CSS_B]);
  assert.equal(r.removed, 1);
  assert.equal(r.flight, `1:"$Sreact.fragment"\n2:""\n5:T${hex(other)},${other}4:["$","style","0",{"precedence":"next","children":"$2"}]\n`);
});

test('a text row that goes on in the next chunk is left alone', () => {
  const flight = `2:T${hex(CSS_A)},${CSS_A.slice(0, 5)}`;
  assert.deepEqual(dropTextRows(flight, [CSS_A]), { flight, removed: 0 });
});

test('a page keeps its <style> and its payload loses the copies of the files that <style> names', () => {
  const chunk1 = `0:{"P":null}\n7:T${hex(CSS_A)},${CSS_A}8:T${hex(CSS_B)},${CSS_B}9:["$","h1",null,{"children":"</script> & more"}]\n`;
  const chunk2 = '10:null\n';
  const html =
    `<html><head><style data-precedence="next" data-href="/_next/static/chunks/a.css /_next/static/chunks/b.css">${CSS_A}${CSS_B}</style></head>` +
    `<body><h1>x</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
    `<script>self.__next_f.push([1,${encodeChunk(chunk1)}])</script><script>self.__next_f.push([1,${encodeChunk(chunk2)}])</script></body></html>`;
  assert.ok(!encodeChunk(chunk1).includes('</script>'), 'the payload is escaped for HTML as Next escapes it');
  const files = { '/_next/static/chunks/a.css': CSS_A, '/_next/static/chunks/b.css': CSS_B };
  const r = stripPayloadCss(html, (href) => files[href] ?? null);
  assert.equal(r.removed, 2);
  assert.ok(r.html.includes(`>${CSS_A}${CSS_B}</style>`), 'the <style> is untouched');
  const pushes = [...r.html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\[\s\S])*")\]\)/g)].map((m) => JSON.parse(m[1]));
  assert.deepEqual(pushes, ['0:{"P":null}\n7:""\n8:""\n9:["$","h1",null,{"children":"</script> & more"}]\n', chunk2]);
  assert.deepEqual(stripPayloadCss(r.html, (href) => files[href] ?? null).removed, 0, 'running it again changes nothing');
});

test('a page without inline CSS, or whose stylesheets are unknown, is unchanged', () => {
  const html = `<style>.x{}</style><script>self.__next_f.push([1,${encodeChunk(`2:T${hex(CSS_A)},${CSS_A}`)}])</script>`;
  assert.deepEqual(stripPayloadCss(html, () => CSS_A), { html, removed: 0 });
  const named = `<style data-href="/_next/static/chunks/z.css">${CSS_A}</style>` + html.slice(html.indexOf('<script>'));
  assert.equal(stripPayloadCss(named, () => null).removed, 0);
});

test('the payload becomes one inline script whose statements leave the same payload as the run of scripts did', () => {
  const chunks = ['1:"$Sreact.fragment"\n', '2:["$","h1",null,{"children":"</script> & \u2028 é"}]\n', '3:null\n'];
  const run =
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' + chunks.map((c) => `<script>self.__next_f.push([1,${encodeChunk(c)}])</script>`).join('');
  const other = '<script>document.title="x"</script>';
  const html = `<html><body><main><p>x</p></main>${other}${run}</body></html>`;
  const r = onePayloadScript(html);
  assert.equal(r.joined, 3);
  const scripts = [...r.html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  assert.equal(scripts.length, 2, 'the other inline script, then the payload');
  assert.equal(scripts[0], 'document.title="x"');
  // Run as the browser would: the separate scripts one after another, and the joined one.
  const payloadOf = (bodies) => {
    const self = {};
    for (const body of bodies) vm.runInNewContext(body, { self });
    return JSON.stringify(self.__next_f);
  };
  const before = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).slice(1);
  assert.equal(payloadOf([scripts[1]]), payloadOf(before));
  assert.deepEqual(JSON.parse(payloadOf([scripts[1]])), [[0], ...chunks.map((c) => [1, c])]);
  assert.deepEqual(onePayloadScript(r.html), { html: r.html, joined: 0 }, 'running it again changes nothing');
});

test('payload scripts with anything between them, and a lone one, stay as they are', () => {
  const a = `<script>self.__next_f.push([1,${encodeChunk('1:null\n')}])</script>`;
  const html = `<script>(self.__next_f=self.__next_f||[]).push([0])</script><p>x</p>${a}<!-- -->${a}`;
  assert.deepEqual(onePayloadScript(html), { html, joined: 0 });
});
