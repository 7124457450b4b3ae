// node --test scripts/postbuild-content-first.test.mjs — a page's script tags move from <head> to after its content.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contentFirst } from './postbuild-content-first.mjs';

const PRELOAD = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/w.js"/>';
const A = '<script src="/_next/static/chunks/a.js" async=""></script>';
const B = '<script src="/_next/static/chunks/b.js" async=""></script>';
const LEGACY = '<script src="/_next/static/chunks/legacy.js" noModule=""></script>';
const STYLE = '<style data-precedence="next">h1{color:red}</style>';
const PAYLOAD = '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"x"])</script>';
const page = (head, body) => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

test('the head loses its async scripts and script preloads; they come, in order, between the content and the payload', () => {
  const html = page(`${STYLE}${PRELOAD}${A}${B}<title>T</title>${LEGACY}`, `<main><h1>Hi</h1></main>${PAYLOAD}`);
  const r = contentFirst(html);
  assert.equal(r.moved, 3);
  assert.equal(r.html, page(`${STYLE}<title>T</title>${LEGACY}`, `<main><h1>Hi</h1></main>${PRELOAD}${A}${B}${PAYLOAD}`));
  assert.deepEqual(contentFirst(r.html), { html: r.html, moved: 0 }, 'running it again changes nothing');
});

test('a payload joined into one script (scripts/postbuild-rsc-css.mjs) is found the same way', () => {
  const joined = '<script>(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([1,"x"])</script>';
  const r = contentFirst(page(`${A}`, `<main><h1>Hi</h1></main>${joined}`));
  assert.equal(r.html, page('', `<main><h1>Hi</h1></main>${A}${joined}`));
});

test('without a payload the tags go before </body>; scripts already in the body and inline scripts stay where they are', () => {
  const inline = '<script>document.documentElement.dataset.x="1"</script>';
  const bodyScript = '<script src="/_next/static/chunks/c.js" async=""></script>';
  const html = page(`${A}${inline}`, `<p>text</p>${bodyScript}`);
  assert.equal(contentFirst(html).html, page(inline, `<p>text</p>${bodyScript}${A}`));
});

test('a page without script tags in its head, or without a head, is unchanged', () => {
  const plain = page('<title>T</title>', '<p>x</p>');
  assert.deepEqual(contentFirst(plain), { html: plain, moved: 0 });
  assert.deepEqual(contentFirst('<p>no head</p>'), { html: '<p>no head</p>', moved: 0 });
});
