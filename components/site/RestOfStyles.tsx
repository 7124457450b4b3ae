/**
 * Where a page's stylesheet continues, just after its first screen (a marketing page's hero; the root layout has one
 * after everything, for the games, whose first screen is all their static HTML; the first in the page is used). The
 * build leaves it empty; after the build, scripts/postbuild-css-purge.mjs moves into it, in their order, the rules
 * that style nothing above it, and a script after it that returns them to the head's stylesheet once parsed, so the
 * first screen paints without waiting for their bytes (docs/performance.md, "What a first paint waits for"). React
 * hydrates it as an empty style and leaves its text alone: dangerouslySetInnerHTML is not compared on hydration.
 */
export function RestOfStyles() {
  return <style data-rest="" dangerouslySetInnerHTML={{ __html: '' }} />;
}
