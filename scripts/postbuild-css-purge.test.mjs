// node --test scripts/postbuild-css-purge.test.mjs — a page keeps the CSS rules that can match what it shows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { NAVIGATES_IN_APP, GLOBAL_STYLESHEETS, REST_GAP, REST_MARKER, REST_SCRIPT, classesIn, footerCssBelow, purgeCss, purgePage, restAfterFirstScreen, specificity } from './postbuild-css-purge.mjs';

const dead = (names) => (n) => names.includes(n);

test('a selector that needs a dead class goes; its rule goes when no selector is left; the rest stays byte for byte', () => {
  const css = '.a_1234_x{color:red}.a_1234_y,.b_5678_z>p{margin:0}.b_5678_z{padding:1px}';
  assert.equal(purgeCss(css, dead(['a_1234_x', 'a_1234_y'])), '.b_5678_z>p{margin:0}.b_5678_z{padding:1px}');
  assert.equal(purgeCss(css, dead([])), css);
});

test('grouping at-rules are purged inside and dropped when empty; @font-face, @keyframes and friends are kept whole', () => {
  const css =
    '@media (width<=760px){.d_00000_x{color:red}.k_00000_y{color:blue}}@media print{.d_00000_x{display:none}}' +
    '@keyframes spin{0%{transform:none}to{transform:rotate(1turn)}}@font-face{font-family:X;src:url(x.woff2)}' +
    '@supports (display:grid){@media (width>1px){.d_00000_x{display:grid}}}';
  assert.equal(
    purgeCss(css, dead(['d_00000_x'])),
    '@media (width<=760px){.k_00000_y{color:blue}}@keyframes spin{0%{transform:none}to{transform:rotate(1turn)}}@font-face{font-family:X;src:url(x.woff2)}',
  );
});

test('classes inside :not(), :is(), :where(), :has(), attribute values and strings never make a selector dead', () => {
  const css = '.k_00000_a:not(.d_00000_x){color:red}:is(.d_00000_x,.k_00000_a) p{margin:0}a[href$=".d_00000_x"]{color:blue}.k_00000_a:after{content:".d_00000_x{"}';
  assert.equal(purgeCss(css, dead(['d_00000_x'])), css);
});

test('a page: module classes absent from its HTML and from the JavaScript go; global ones and ones the JS names stay', () => {
  const style = (css) => `<style data-precedence="next" data-href="/_next/static/chunks/a.css">${css}</style>`;
  const css = '.btn-ghost{color:red}.aB3_9z_used{color:red}.aB3_9z_unused{color:red}.aB3_9z_open{color:red}.aB3_9z_card .btn{margin:0}';
  const html = `<html><head>${style(css)}</head><body><div class="aB3_9z_used">x</div></body></html>`;
  const r = purgePage(html, { js: 'x={open:"aB3_9z_open"}', globals: new Set(['btn', 'btn-ghost']) });
  assert.equal(r.html, html.replace(css, '.btn-ghost{color:red}.aB3_9z_used{color:red}.aB3_9z_open{color:red}'));
  assert.equal(r.removed, css.length - '.btn-ghost{color:red}.aB3_9z_used{color:red}.aB3_9z_open{color:red}'.length);
  // A class named only in another stylesheet's text does not count as used.
  const twice = `<html><head>${style(css)}${style('.aB3_9z_unused{x:y}')}</head><body></body></html>`;
  assert.ok(!purgePage(twice, { js: '', globals: new Set() }).html.includes('aB3_9z_unused'));
});

test('the global list reads every class of the stylesheets that are not modules', () => {
  for (const f of GLOBAL_STYLESHEETS) assert.ok(fs.existsSync(f), `${f} exists`);
  const globals = classesIn(fs.readFileSync('app/globals.css', 'utf8'));
  for (const c of ['btn', 'btn-primary', 'container', 'visually-hidden', 'emoji']) assert.ok(globals.has(c), c);
  // Every stylesheet the app imports that is not a module is in the list.
  const imports = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(e.name))
        for (const m of fs.readFileSync(full, 'utf8').matchAll(/import '([^']+\.css)'/g))
          if (!m[1].endsWith('.module.css')) imports.push(path.normalize(path.join(d, m[1])));
    }
  };
  walk('app');
  walk('components');
  assert.ok(imports.length > 0);
  for (const f of imports) assert.ok(GLOBAL_STYLESHEETS.includes(f), `${f} is a global stylesheet missing from GLOBAL_STYLESHEETS`);
});

test('the pages left whole are exactly the (sim) route group, the pages that navigate in the app', () => {
  const pages = (dir) => {
    const out = [];
    const walk = (d) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        const full = path.join(d, e.name);
        if (e.isDirectory()) walk(full);
        else if (e.name === 'page.tsx') out.push(path.relative(dir, path.dirname(full)) || 'index');
      }
    };
    walk(dir);
    return out.map((p) => `${p}.html`);
  };
  const sim = pages('app/(sim)');
  const site = pages('app/(site)');
  assert.ok(sim.length >= 5 && site.length >= 10);
  for (const p of sim) assert.ok(NAVIGATES_IN_APP.test(p), `${p} is left whole`);
  for (const p of site) assert.ok(!NAVIGATES_IN_APP.test(p), `${p} is purged`);
});

test("the footer's own files move from the head to just before the footer; the head keeps the full data-href", () => {
  const FILES = {
    '/_next/static/g.css': ':root{--x:1}.btn{color:red}',
    '/_next/static/h.css': '.Hhhhhh_header{top:0}',
    '/_next/static/f.css': '.Ffffff_footer{color:#fff}@media print{.Ffffff_footer a{color:#000}}',
    '/_next/static/p.css': '.Pppppp_hero{margin:0}',
  };
  const read = (h) => FILES[h] ?? null;
  const hrefs = Object.keys(FILES).join(' ');
  const page = (head, bodyBefore = '') =>
    `<html><head><style data-precedence="next" data-href="${hrefs}">${head}</style></head><body><header class="Hhhhhh_header">x</header><main><h1 class="Pppppp_hero">Hi</h1></main>${bodyBefore}<footer class="Ffffff_footer"><a>a</a></footer></body></html>`;
  const all = Object.values(FILES).join('');
  const r = footerCssBelow(page(all), read);
  assert.deepEqual(r.moved, ['/_next/static/f.css']);
  assert.equal(
    r.html,
    page(FILES['/_next/static/g.css'] + FILES['/_next/static/h.css'] + FILES['/_next/static/p.css'], `<style data-below-href="/_next/static/f.css">${FILES['/_next/static/f.css']}</style>`).replace('</main><style', '</main><style'),
  );
  assert.deepEqual(footerCssBelow(r.html, read).moved, [], 'running it again changes nothing');
});

test("a file stays in the head when the page uses it before the footer, when it has a global selector, or when a later file is used in the footer", () => {
  const read = (h) => FILES[h] ?? null;
  let FILES = {
    '/_next/static/f.css': '.Ffffff_footer{color:#fff}',
    '/_next/static/p.css': '.Pppppp_hero{margin:0}',
  };
  const page = (files, main, foot) =>
    `<html><head><style data-precedence="next" data-href="${Object.keys(files).join(' ')}">${Object.values(files).join('')}</style></head><body><main>${main}</main><footer class="Ffffff_footer">${foot}</footer></body></html>`;
  const F = '/_next/static/f.css';
  assert.ok(!footerCssBelow(page(FILES, '<p class="Ffffff_footer">early</p>', ''), read).moved.includes(F));
  assert.deepEqual(footerCssBelow(page(FILES, '<p class="Pppppp_hero">x</p>', '<span class="Pppppp_hero">y</span>'), read).moved, []);
  FILES = { '/_next/static/f.css': '.Ffffff_footer{color:#fff}footer a{color:red}', '/_next/static/p.css': '.Pppppp_hero{margin:0}' };
  assert.ok(!footerCssBelow(page(FILES, '', ''), read).moved.includes(F));
  FILES = { '/_next/static/f.css': '.Ffffff_footer{color:#fff}', '/_next/static/p.css': '.Pppppp_hero{margin:0}' };
  assert.deepEqual(footerCssBelow(page(FILES, '<p class="Pppppp_hero">x</p>', ''), read).moved, ['/_next/static/f.css']);
  // A style whose text is not its files (changed by hand or by another step) is left alone.
  const changed = page(FILES, '', '').replace('margin:0', 'margin:1px');
  assert.deepEqual(footerCssBelow(changed, read).moved, []);
});

/** What REST_SCRIPT does in the browser, run on plain objects: the head's stylesheet text once the marker is parsed. */
function runRestScript(head, rest) {
  const fn = /^<script>(\(function\(s,h\)\{[\s\S]*?\}\))\(/.exec(REST_SCRIPT)[1];
  const s = { textContent: rest, hasAttribute: (a) => a === 'data-rest' };
  const h = { textContent: head };
  (0, eval)(fn)(s, h);
  assert.equal(s.textContent, '', 'the marker is emptied');
  return h.textContent;
}

test('the rules that can style nothing before the marker fill it; the script puts each back in its place', () => {
  const css =
    ':root{--x:1}.Hhhhhh_header{top:0}.Mmmmmm_card{margin:2px}.Mmmmmm_card{padding:0}.Mmmmmm_grid p{margin:3px}' +
    '.Mmmmmm_box{margin:0}@media (width>=768px){.Mmmmmm_hero{margin:1px}}.Mmmmmm_grid{display:grid}' +
    '@media print{.Hhhhhh_header{display:none}}@media (width>=768px){.Mmmmmm_grid .Mmmmmm_card{gap:0}}';
  const page = (head, rest) =>
    `<html><head><style data-precedence="next" data-href="/_next/static/a.css">${head}</style></head><body><header class="Hhhhhh_header"></header><main><section class="Mmmmmm_hero Mmmmmm_box"><h1>Hi</h1>${rest == null ? REST_MARKER : REST_MARKER.replace('></style>', `>${rest}</style>`) + REST_SCRIPT}</section><div class="Mmmmmm_grid Mmmmmm_box"><p class="Mmmmmm_card">x</p></div></main><script>self.x="Mmmmmm_zzz"</script></body></html>`;
  const r = restAfterFirstScreen(page(css));
  // Without JavaScript the moved rules stay after the head's, so .Mmmmmm_card{margin:2px} stays: .Mmmmmm_box, after
  // it in the head, could override it on an element below the marker with both classes (the same specificity, the
  // same property). Its padding moves; so does .Mmmmmm_grid p (it is more specific), and so do the rules that can
  // style nothing below the marker either.
  const head = ':root{--x:1}.Hhhhhh_header{top:0}.Mmmmmm_card{margin:2px}/*r*/.Mmmmmm_box{margin:0}@media (width>=768px){.Mmmmmm_hero{margin:1px}}/*r*/';
  const rest = '/*r*/.Mmmmmm_card{padding:0}.Mmmmmm_grid p{margin:3px}/*r*/.Mmmmmm_grid{display:grid}@media print{.Hhhhhh_header{display:none}}@media (width>=768px){.Mmmmmm_grid .Mmmmmm_card{gap:0}}';
  assert.equal(r.html, page(head, rest));
  assert.equal(r.moved, rest.length);
  assert.equal(runRestScript(head, rest), css, 'with JavaScript every rule is back in its place');
  assert.deepEqual(restAfterFirstScreen(r.html), { html: r.html, moved: 0 }, 'a filled marker is not the empty one');
  // Shorthands and their longhands, logical and physical sizes, and line-height in font are one family.
  for (const [early, late] of [
    ['.Mmmmmm_card{margin-top:1px}', '.Mmmmmm_box{margin:0}'],
    ['.Mmmmmm_card{inline-size:1px}', '.Mmmmmm_box{width:0}'],
    ['.Mmmmmm_card{line-height:1}', '.Mmmmmm_box{font:12px a}'],
    ['.Mmmmmm_card{left:0}', '.Mmmmmm_box{inset:0}'],
    ['.Mmmmmm_card{--gap:1px}', '.Mmmmmm_box{--gap:0}'],
    ['.Mmmmmm_card{color:red}', '.Mmmmmm_box{all:unset}'],
    ['.Mmmmmm_card:is(.Mmmmmm_x){color:red}', '.Mmmmmm_box:hover{color:blue}'],
  ])
    assert.equal(restAfterFirstScreen(page(early + late)).moved, 0, `${early} stays before ${late}`);
  for (const [early, late] of [
    ['.Mmmmmm_card{color:red}', '.Mmmmmm_box{color:blue!important}'],
    ['.Mmmmmm_card{color:red}', '.Mmmmmm_box{background:blue}'],
    ['#x .Mmmmmm_card{color:red}', '.Mmmmmm_box{color:blue}'],
    // Nothing below the marker has the class (a script that names it puts nothing on the page before it runs).
    ['.Mmmmmm_zzz{color:red}', '.Mmmmmm_box{color:blue}'],
  ]) {
    const moved = restAfterFirstScreen(page(early + late));
    assert.equal(moved.moved, REST_GAP.length + early.length, `${early} moves after ${late}`);
    assert.equal(runRestScript(`${REST_GAP}${late}`, `${REST_GAP}${early}`), early + late);
  }
  // Files joined as Next writes them, each ending with a line end: the line end travels with the rule after it.
  const lines = '.Mmmmmm_hero{margin:0}\n.Mmmmmm_grid{display:grid}\n';
  assert.equal(restAfterFirstScreen(page(lines)).html, page('.Mmmmmm_hero{margin:0}/*r*/', '/*r*/\n.Mmmmmm_grid{display:grid}\n'));
  // A stylesheet that has the gap's comment already is left alone.
  assert.equal(restAfterFirstScreen(page('/*r*/.Mmmmmm_grid{display:grid}')).moved, 0);
});

test('specificity: ids, classes (attributes, pseudo-classes), elements; :is/:not/:has take their most specific argument', () => {
  for (const [sel, spec] of [
    ['p', '0,0,1'],
    ['.a_b:not(#x) > p::before', '1,1,2'],
    ['a[href]:hover', '0,2,1'],
    [':where(.x) .y', '0,1,0'],
    ['li:nth-child(2n+1)', '0,1,1'],
    [':is(p, .x, #y)', '1,0,0'],
    ['p:after', '0,0,2'],
    ['*', '0,0,0'],
  ])
    assert.equal(specificity(sel), spec, sel);
  // What this reader does not know conflicts with everything.
  for (const sel of ['&.x', 'svg|a', 'li:nth-child(2 of .x)', '::slotted(p)']) assert.equal(specificity(sel), null, sel);
});

test('a page without the marker, or whose stylesheet has a statement at-rule, is left alone; with two, the first is used', () => {
  const style = (css) => `<style data-precedence="next" data-href="/_next/static/a.css">${css}</style>`;
  const none = `<html><head>${style('.Mmmmmm_a{x:y}')}</head><body><p></p></body></html>`;
  assert.deepEqual(restAfterFirstScreen(none), { html: none, moved: 0 });
  const two = `<html><head>${style('.Mmmmmm_a{x:y}')}</head><body>${REST_MARKER}<p></p>${REST_MARKER}</body></html>`;
  assert.equal(
    restAfterFirstScreen(two).html,
    `<html><head>${style(REST_GAP)}</head><body>${REST_MARKER.replace('></style>', `>${REST_GAP}.Mmmmmm_a{x:y}</style>`)}${REST_SCRIPT}<p></p>${REST_MARKER}</body></html>`,
  );
  const imp = `<html><head>${style('@import url(x.css);.Mmmmmm_a{x:y}')}</head><body>${REST_MARKER}<p></p></body></html>`;
  assert.deepEqual(restAfterFirstScreen(imp), { html: imp, moved: 0 });
  // A @keyframes or @font-face anywhere stays in the head.
  const kf = `<html><head>${style('.Mmmmmm_a{x:y}@keyframes k{to{opacity:1}}.Mmmmmm_b{x:y}')}</head><body>${REST_MARKER}<p></p></body></html>`;
  assert.equal(
    restAfterFirstScreen(kf).html,
    kf
      .replace('.Mmmmmm_a{x:y}@keyframes k{to{opacity:1}}.Mmmmmm_b{x:y}', '/*r*/@keyframes k{to{opacity:1}}/*r*/')
      .replace(REST_MARKER, REST_MARKER.replace('></style>', '>/*r*/.Mmmmmm_a{x:y}/*r*/.Mmmmmm_b{x:y}</style>') + REST_SCRIPT),
  );
});
