#!/usr/bin/env node
// Post-build step: each exported page keeps, in its inline stylesheet, only the rules that can match something it
// can show. Next splits CSS into files shared by several pages (all the marketing pages' sections are one file), and
// `experimental.inlineCss` writes each file whole into every page that uses it: /schools carried the rules of /'s
// pricing cards and /features' grid, 4–6 kB of CSS (1.3–1.5 kB gzipped) before its own heading. On the throttled
// profile the HTML arrives at about 1.5 kB gzipped per 8 ms, and the hero's first paint waits for the bytes before
// it (docs/performance.md, "What a first paint waits for").
//
// A selector is dropped only when it needs a CSS-module class (Turbopack names them `<hash>_<name>`) that appears
// nowhere in the page's HTML — its markup and its React payload — nor in any of the site's JavaScript, where every
// client component holds the full names of its module's classes. Global classes (app/globals.css and the other
// stylesheets that are not modules) are never dropped: code may build their names from parts ("btn-" + variant).
// Classes inside :not(), :is(), :where() and :has() never make a selector dead. Removing rules that cannot match
// leaves every other rule in its place, so no cascade changes.
//
// Then, so that fewer bytes come before the first screen, the rules that can style nothing above the page's first
// RestOfStyles marker (components/site/RestOfStyles.tsx: after a marketing page's hero, or the root layout's, after
// everything a game renders at build time) move into it, followed by a small script that puts each run of them back
// in its place in the head's stylesheet as soon as the parser reaches it (`restAfterFirstScreen`): with JavaScript,
// once the first screen is parsed the stylesheet is what it was, and stays when React unmounts the marker. Without
// JavaScript the moved rules stay after the head's, so one that can style something after the marker moves only when
// no rule after it that stays and can style something there too could override it or be overridden by it (the same
// specificity, a property of the same family). And the footer's own file moves to just before the footer when no
// later file can style the footer (`footerCssBelow`).
//
// Pages that can navigate in the app (the games: next/link and router.push) keep every rule of their files: after
// such a navigation the next page's styles are looked up by the file names in the style tag's data-href, and would
// find a purged copy. Their rules still move after the first screen (and back into the head).
//
// It edits the <style>s and adds one inline script per page, so it runs after scripts/postbuild-rsc-css.mjs (which
// compares the payload with the CSS files), before scripts/postbuild-csp.mjs (which hashes that script) and
// scripts/postbuild-sw.mjs (which hashes each page).
// Usage: node scripts/postbuild-css-purge.mjs [--dir out]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cssReader, htmlFiles } from './postbuild-rsc-css.mjs';

/** Pages (paths under out/) that navigate in the app: the (sim) route group. */
export const NAVIGATES_IN_APP = /^(simulation|everest)[/\\]/;
/** Stylesheets that are not CSS modules: their classes are global. */
export const GLOBAL_STYLESHEETS = ['app/globals.css', 'app/(site)/teacher/guides/_guide/print.css'];
/** A CSS-module class as Turbopack names it: a six-character hash, an underscore, the class's own name. */
const MODULE_CLASS = /^[A-Za-z0-9_-]{6}_[A-Za-z0-9_-]+$/;
const STYLE_RE = /(<style\b[^>]*\bdata-precedence="[^"]*"[^>]*>)([\s\S]*?)(<\/style>)/g;

/** Every `.name` in a stylesheet's source (for the global list; a file extension in a url() only adds a name). */
export function classesIn(css) {
  return new Set(Array.from(css.matchAll(/\.(-?[A-Za-z_][\w-]*)/g), (m) => m[1]));
}

/** `s` with strings, [attribute] selectors and (...) arguments blanked out. */
function stripNested(s) {
  let out = '';
  let depth = 0;
  let quote = null;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
      continue;
    }
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (depth === 0) out += c;
  }
  return out;
}

/** Splits a selector list at its top-level commas. */
function splitSelectors(list) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** If css[i] opens a string or a comment, the index of its last character; else i. */
function skipQuoted(css, i) {
  const c = css[i];
  if (c === '"' || c === "'") {
    for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++;
    return i;
  }
  if (c === '/' && css[i + 1] === '*') {
    const e = css.indexOf('*/', i + 2);
    return e < 0 ? css.length : e + 1;
  }
  return i;
}

/** Index just past the block that opens at css[open] ('{'), skipping strings and comments. */
function blockEnd(css, open) {
  let depth = 0;
  for (let i = open; i < css.length; i = skipQuoted(css, i) + 1) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

/** Index of the next '{' at css[from..], outside strings and comments; -1 if none. */
function nextOpen(css, from) {
  for (let i = from; i < css.length; i = skipQuoted(css, i) + 1) if (css[i] === '{') return i;
  return -1;
}

const GROUPING = /^@(media|supports|container|layer|scope|starting-style)\b/;

/**
 * `css` without the selectors that need a class `isDead(name)` says cannot be on the page, and without rules and
 * grouping at-rules left with nothing. Everything else is kept byte for byte, in order.
 */
export function purgeCss(css, isDead) {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = nextOpen(css, i);
    if (open < 0) {
      out += css.slice(i);
      break;
    }
    const prelude = css.slice(i, open);
    const end = blockEnd(css, open);
    const head = prelude.trim();
    if (head.startsWith('@')) {
      if (GROUPING.test(head)) {
        const inner = purgeCss(css.slice(open + 1, end - 1), isDead);
        if (inner.trim()) out += `${prelude}{${inner}}`;
      } else out += css.slice(i, end); // @font-face, @keyframes, @property, @page…
    } else {
      const kept = splitSelectors(prelude).filter((sel) => {
        for (const m of stripNested(sel).matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) if (isDead(m[1])) return false;
        return true;
      });
      if (kept.length) out += kept.join(',') + css.slice(open, end);
    }
    i = end;
  }
  return out;
}

/**
 * `html` with its inline Next stylesheets purged: a module class is dead when neither the page (outside its
 * stylesheets) nor `js` (the site's scripts, joined) contains its name. Returns { html, removed } (bytes).
 */
export function purgePage(html, { js, globals }) {
  const text = html.replace(STYLE_RE, '$1$3');
  const isDead = (name) => MODULE_CLASS.test(name) && !globals.has(name) && !text.includes(name) && !js.includes(name);
  let removed = 0;
  const out = html.replace(STYLE_RE, (_all, open, css, close) => {
    const kept = purgeCss(css, isDead);
    removed += css.length - kept.length;
    return open + kept + close;
  });
  return { html: out, removed };
}

/** Module classes a selector cannot match without (outside :not() and the like); empty when it needs none. */
function requiredClasses(sel) {
  return Array.from(stripNested(sel).matchAll(/\.(-?[A-Za-z_][\w-]*)/g), (m) => m[1]).filter((c) => MODULE_CLASS.test(c));
}

/**
 * Every selector of `css` (inside grouping at-rules too), and whether it has rules that are not style rules
 * (@font-face, @keyframes…: they style nothing, but are global); null when `css` cannot be read.
 */
function selectorsOf(css) {
  const sels = [];
  let atRules = false;
  let i = 0;
  while (i < css.length) {
    const open = nextOpen(css, i);
    if (open < 0) return css.slice(i).trim() ? null : { sels, atRules };
    const head = css.slice(i, open).trim();
    const end = blockEnd(css, open);
    if (head.startsWith('@')) {
      if (!GROUPING.test(head)) atRules = true;
      else {
        const inner = selectorsOf(css.slice(open + 1, end - 1));
        if (!inner) return null;
        sels.push(...inner.sels);
        atRules ||= inner.atRules;
      }
    } else sels.push(...splitSelectors(head));
    i = end;
  }
  return { sels, atRules };
}

const BELOW = '</main><footer';

/**
 * `html` with the stylesheet files that style only its footer moved from the head to just before the footer (a
 * child of <body>, which React's hydration passes over): the bytes before the hero are fewer, and the footer is
 * still styled before it is parsed. A file moves when every selector in it needs one of its own module classes,
 * none of which is in the page before the footer, and no file after it in the head is used from the footer on
 * (moving it after them then changes no cascade). The head's style keeps the full data-href, which tells React the
 * files are in the page. Returns { html, moved } (the files' names).
 */
export function footerCssBelow(html, readFile) {
  const styleMatch = /(<style\b[^>]*\bdata-href="([^"]+)"[^>]*>)([\s\S]*?)<\/style>/.exec(html);
  const below = html.indexOf(BELOW);
  if (!styleMatch || below < 0 || html.includes('data-below-href=')) return { html, moved: [] };
  const hrefs = styleMatch[2].split(' ');
  const files = hrefs.map(readFile);
  if (files.some((f) => f == null) || files.join('') !== styleMatch[3]) return { html, moved: [] };
  const before = html.slice(0, below).replace(STYLE_RE, '$1$3');
  // The footer's own markup (not the React payload after it, which names every class the page renders).
  const footerEnd = html.indexOf('</footer>', below);
  const after = html.slice(below, footerEnd < 0 ? html.length : footerEnd);
  const moved = [];
  // Per file: the module classes its selectors need, and whether every selector needs one (null: unreadable).
  const parsed = files.map((css) => {
    const r = selectorsOf(css);
    if (!r) return null;
    const classes = new Set();
    let scoped = true;
    for (const sel of r.sels) {
      const req = requiredClasses(sel);
      if (!req.length) scoped = false;
      req.forEach((c) => classes.add(c));
    }
    return { classes, scoped, atRules: r.atRules };
  });
  for (let i = 0; i < files.length; i++) {
    const own = parsed[i];
    if (!own || !own.scoped || own.atRules || [...own.classes].some((c) => before.includes(c))) continue;
    // A later file must not be able to style the footer: every selector needs a class the footer does not have.
    const later = parsed.slice(i + 1);
    if (later.some((p) => !p || !p.scoped || [...p.classes].some((c) => after.includes(c) && !own.classes.has(c)))) continue;
    moved.push(i);
  }
  if (!moved.length) return { html, moved: [] };
  const headCss = files.filter((_f, i) => !moved.includes(i)).join('');
  const belowCss = moved.map((i) => files[i]).join('');
  const movedHrefs = moved.map((i) => hrefs[i]);
  const start = styleMatch.index + styleMatch[1].length;
  const out =
    html.slice(0, start) +
    headCss +
    html.slice(start + styleMatch[3].length, below) +
    `</main><style data-below-href="${movedHrefs.join(' ')}">${belowCss}</style><footer` +
    html.slice(below + BELOW.length);
  return { html: out, moved: movedHrefs };
}

/** The place a page marks, just after its first screen, for the rest of its stylesheet (components/site/RestOfStyles). */
export const REST_MARKER = '<style data-rest=""></style>';
const STATEMENT_AT_RULE = /@(charset|import|namespace|layer\s+[\w.,\s-]+;)/;

/**
 * Whether a top-level rule can style an element of `html`, static HTML (any class its selector needs, global or
 * module, must be in it: an over-estimate). Print styles count only with `print` (the first paint is on a screen).
 */
function canMatch(rule, html, print = false) {
  const open = nextOpen(rule, 0);
  const head = rule.slice(0, open).trim();
  if (head.startsWith('@')) {
    if (!GROUPING.test(head)) return true; // @font-face, @keyframes…: kept before the first screen
    if (!print && /^@media\s+print\s*$/.test(head)) return false;
    return topRules(rule.slice(open + 1, blockEnd(rule, open) - 1)).some((r) => canMatch(r, html, print));
  }
  return splitSelectors(head).some((sel) => Array.from(stripNested(sel).matchAll(/\.(-?[A-Za-z_][\w-]*)/g), (m) => m[1]).every((c) => html.includes(c)));
}

/** The top-level rules of `css`, each with the text before it (a line end between files); the tail joins the last. */
function topRules(css) {
  const out = [];
  let i = 0;
  while (i < css.length) {
    const open = nextOpen(css, i);
    if (open < 0) {
      if (out.length) out[out.length - 1] += css.slice(i);
      else out.push(css.slice(i));
      break;
    }
    const end = blockEnd(css, open);
    out.push(css.slice(i, end));
    i = end;
  }
  return out;
}

/** The cascade family of a property: two declarations can override each other only within one (over-estimated). */
function family(prop) {
  if (prop.startsWith('--')) return prop;
  const p = prop.replace(/^-(webkit|moz|ms|o)-/, '');
  if (p === 'all') return '*';
  if (/^(top|right|bottom|left|inset(-.*)?)$/.test(p)) return 'inset';
  if (/^(line-height|font(-.*)?)$/.test(p)) return 'font';
  if (/^((row|column|grid-row|grid-column|grid)-)?gap$/.test(p)) return 'gap';
  if (/^(align|justify|place)-/.test(p)) return 'align';
  if (/^((min|max)-)?(width|height|inline-size|block-size)$/.test(p)) return 'size';
  if (p === 'word-wrap') return 'overflow';
  if (p === 'columns') return 'column';
  if (p === 'white-space' || p.startsWith('text-wrap')) return 'text';
  return p.split('-')[0];
}

/** The families a declaration block sets, each marked '!' when !important; null when it cannot be read. */
function declaredFamilies(body) {
  if (nextOpen(body, 0) >= 0) return null; // nested rules
  const out = new Set();
  let start = 0;
  let depth = 0;
  for (let i = 0; i <= body.length; i++) {
    if (i < body.length) {
      const c = body[i];
      if (c === '"' || c === "'" || (c === '/' && body[i + 1] === '*')) {
        i = skipQuoted(body, i);
        continue;
      }
      if (c === '(') depth++;
      else if (c === ')') depth--;
      if (c !== ';' || depth > 0) continue;
    }
    const decl = body.slice(start, i).replace(/\/\*[\s\S]*?\*\//g, '');
    start = i + 1;
    const colon = decl.indexOf(':');
    if (colon < 0) {
      if (decl.trim()) return null;
      continue;
    }
    const fam = family(decl.slice(0, colon).trim().toLowerCase());
    out.add(fam === '*' ? '*' : fam + (/!\s*important\s*$/i.test(decl) ? '!' : ''));
  }
  return out;
}

const ARGUMENT_MAX = new Set(['is', 'not', 'has', 'matches', '-webkit-any', '-moz-any']);
const LEGACY_ELEMENTS = new Set(['before', 'after', 'first-line', 'first-letter']);

/** A selector's specificity as "a,b,c"; null when it is one this reader does not know (then it conflicts with any). */
export function specificity(sel) {
  const s = sel.trim();
  let [a, b, c] = [0, 0, 0];
  let i = 0;
  const ident = () => {
    const from = i;
    while (i < s.length && (/[\w-]/.test(s[i]) || s[i] === '\\' || s.charCodeAt(i) > 127)) i += s[i] === '\\' ? 2 : 1;
    return s.slice(from, i);
  };
  const inside = (close) => {
    const from = ++i;
    for (let depth = 1; i < s.length; i++) {
      const ch = s[i];
      if (ch === '"' || ch === "'") i = skipQuoted(s, i);
      else if (ch === '(' || ch === '[') depth++;
      else if ((ch === ')' || ch === ']') && --depth === 0) break;
    }
    if (s[i] !== close) return null;
    return s.slice(from, i++);
  };
  while (i < s.length) {
    const ch = s[i];
    if (ch === '#' || ch === '.') {
      i++;
      if (!ident()) return null;
      if (ch === '#') a++;
      else b++;
    } else if (ch === '[') {
      if (inside(']') == null) return null;
      b++;
    } else if (ch === ':') {
      const element = s[++i] === ':';
      if (element) i++;
      const name = ident().toLowerCase();
      if (!name) return null;
      if (s[i] === '(') {
        const args = inside(')');
        if (args == null || element) return null;
        if (name === 'where') continue;
        if (ARGUMENT_MAX.has(name)) {
          let best = null;
          for (const arg of splitSelectors(args)) {
            const sp = specificity(arg);
            if (sp == null) return null;
            const v = sp.split(',').map(Number);
            if (!best || v[0] > best[0] || (v[0] === best[0] && (v[1] > best[1] || (v[1] === best[1] && v[2] > best[2])))) best = v;
          }
          if (!best) return null;
          a += best[0];
          b += best[1];
          c += best[2];
        } else if (/^nth-(last-)?child$/.test(name) && /\sof\s/i.test(args)) return null;
        else b++;
      } else if (element || LEGACY_ELEMENTS.has(name)) c++;
      else b++;
    } else if (ch === '*' || /\s|[>+~]/.test(ch)) i++;
    else if (/[A-Za-z_-]/.test(ch)) {
      ident();
      c++;
    } else return null; // nesting (&), namespaces (|), anything unknown
  }
  return `${a},${b},${c}`;
}

/**
 * What a top-level rule can override: per style rule inside it, its selectors' specificities and the families it
 * sets (null: unknown, so anything). Rules that are not style rules (@font-face, @keyframes) override no style rule.
 */
function cascadeFacts(rule) {
  const open = nextOpen(rule, 0);
  if (open < 0) return [];
  const head = rule.slice(0, open).trim();
  const body = rule.slice(open + 1, blockEnd(rule, open) - 1);
  if (head.startsWith('@')) return GROUPING.test(head) ? topRules(body).flatMap(cascadeFacts) : [];
  const specs = splitSelectors(head).map(specificity);
  return [{ specs: specs.includes(null) ? null : new Set(specs), families: declaredFamilies(body) }];
}

/** Whether swapping the order of two rules could change some element's style: the same specificity and family. */
function canOverride(x, y) {
  return x.some((p) =>
    y.some((q) => {
      const specs = !p.specs || !q.specs || [...p.specs].some((s) => q.specs.has(s));
      if (!specs) return false;
      if (!p.families || !q.families || p.families.has('*') || q.families.has('*')) return true;
      return [...p.families].some((f) => q.families.has(f));
    }),
  );
}

/** Where a run of moved rules was, in the head's stylesheet, and where it starts, in the marker's. */
export const REST_GAP = '/*r*/';

/**
 * Run where the parser meets the filled marker: it puts each run of the marker's rules back into the head's
 * stylesheet where it was (at the REST_GAP comments), so every rule is in its first place again, empties the marker
 * and removes itself, all before React hydrates (React compares neither style's text). Back in the head, the rules
 * come before any stylesheet loaded later (a lazy chunk's, a page's the game navigates to) and stay when React
 * unmounts the marker. Without JavaScript the marker keeps them, after the head's.
 */
export const REST_SCRIPT =
  "<script>(function(s,h){if(s&&h&&s.hasAttribute('data-rest')){var m=s.textContent.split('/*r*/');h.textContent=h.textContent.split('/*r*/').map(function(t,k){return(m[k]||'')+t}).join('');s.textContent=''}})(document.currentScript.previousElementSibling,document.querySelector('style[data-precedence]'));document.currentScript.remove()</script>";

/**
 * `html` with the rules of its head stylesheet that can style nothing before its (first) REST_MARKER moved into that
 * marker, each run of them marked by REST_GAP in both places, followed by REST_SCRIPT, which puts them back in their
 * places once the first screen is parsed. The first screen paints without waiting for the bytes of those rules, and
 * everything after the marker is parsed after them. Without JavaScript they stay after the head's rules, so a rule
 * that can style something after the marker moves only when no rule that comes after it, stays, and can style
 * something after the marker too could override it or be overridden by it (the same specificity and a property of the
 * same family). Returns { html, moved } (bytes moved).
 */
export function restAfterFirstScreen(html) {
  const at = html.indexOf(REST_MARKER);
  const styleMatch = /(<style\b[^>]*\bdata-href="[^"]+"[^>]*>)([\s\S]*?)<\/style>/.exec(html);
  if (at < 0 || !styleMatch || styleMatch.index > at) return { html, moved: 0 };
  const css = styleMatch[2];
  if (STATEMENT_AT_RULE.test(css) || css.includes(REST_GAP)) return { html, moved: 0 };
  const rules = topRules(css);
  if (rules.join('') !== css) return { html, moved: 0 };
  const bodyAt = html.indexOf('<body');
  const prefix = html.slice(bodyAt, at).replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '');
  const suffix = html.slice(at + REST_MARKER.length).replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '');
  const facts = rules.map(cascadeFacts);
  const below = rules.map((r) => canMatch(r, suffix, true));
  // From the last rule back: whether a rule moves depends only on the rules after it.
  const moves = new Array(rules.length).fill(false);
  for (let i = rules.length - 1; i >= 0; i--) {
    if (canMatch(rules[i], prefix)) continue;
    moves[i] = !below[i] || !facts.some((f, j) => j > i && !moves[j] && below[j] && canOverride(facts[i], f));
  }
  let headCss = '';
  let rest = '';
  rules.forEach((r, i) => {
    if (!moves[i]) headCss += r;
    else {
      if (i === 0 || !moves[i - 1]) {
        headCss += REST_GAP;
        rest += REST_GAP;
      }
      rest += r;
    }
  });
  if (!rest) return { html, moved: 0 };
  const start = styleMatch.index + styleMatch[1].length;
  const out =
    html.slice(0, start) +
    headCss +
    html.slice(start + css.length, at) +
    REST_MARKER.replace('></style>', `>${rest}</style>`) +
    REST_SCRIPT +
    html.slice(at + REST_MARKER.length);
  return { html: out, moved: rest.length };
}

function allScripts(dir) {
  const parts = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.js')) parts.push(fs.readFileSync(full, 'utf8'));
    }
  };
  walk(dir);
  return parts.join('\n');
}

export function applyToDir(dir = 'out', root = '.') {
  const js = allScripts(dir);
  const readFile = cssReader(dir);
  const globals = new Set();
  for (const f of GLOBAL_STYLESHEETS) for (const c of classesIn(fs.readFileSync(path.join(root, f), 'utf8'))) globals.add(c);
  let pages = 0;
  let bytes = 0;
  let below = 0;
  let restMoved = 0;
  for (const file of htmlFiles(dir)) {
    const html = fs.readFileSync(file, 'utf8');
    // Pages that navigate in the app keep every rule of their files (the purge and the footer's move need a full
    // load); their rules can still move after the first screen, into the root layout's marker, which stays.
    const inApp = NAVIGATES_IN_APP.test(path.relative(dir, file));
    // The footer's files first (they are whole files then), the purge after.
    const b = inApp ? { html, moved: [] } : footerCssBelow(html, readFile);
    const r = inApp ? { html, removed: 0 } : purgePage(b.html, { js, globals });
    const split = restAfterFirstScreen(r.html);
    if (!r.removed && !b.moved.length && !split.moved) continue;
    fs.writeFileSync(file, split.html);
    if (split.moved) restMoved++;
    pages++;
    bytes += r.removed;
    if (b.moved.length) below++;
  }
  return { pages, bytes, below, rest: restMoved };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const i = process.argv.indexOf('--dir');
  const { pages, bytes, below, rest } = applyToDir(i >= 0 ? process.argv[i + 1] : 'out');
  console.log(
    `CSS per page: ${pages} pages lost ${(bytes / 1024).toFixed(1)} kB of rules they cannot use; ${below} moved their footer's CSS below their content, ${rest} the styles below their first screen after it.`,
  );
}
