/** The prefix the spec lists the main-layout routes under; the same rule as routes-under-main.tsx's shortPathOf. */
const MAIN_PREFIX_SOURCE = '^\\/main(?=\\/.)';

/**
 * The source of the opening script (a file of its own: the app's CSP allows no inline script). Run by the browser
 * before the app's code, it looks the page's path up in `filesByPath` and adds a `<link rel="preload" as="script">`
 * per file (then per file of `always`, on any path), which the app's chunk loader later finds in the cache. Files
 * are listed once and referred to by index.
 */
export function openingPreloadScript(filesByPath: Readonly<Record<string, readonly string[]>>, publicPath: string, always: readonly string[] = []): string {
  const files = [...new Set([...Object.values(filesByPath).flat(), ...always])].sort();
  const indexes = (list: readonly string[]) => list.map((file) => files.indexOf(file));
  const table: Record<string, number[]> = {};
  for (const [path, list] of Object.entries(filesByPath)) table[path] = indexes(list.filter((file) => !always.includes(file)));
  return `(function(){var f=${JSON.stringify(files)},t=${JSON.stringify(table)},a=${JSON.stringify(indexes(always))};`
    + `var p=location.pathname.replace(new RegExp(${JSON.stringify(MAIN_PREFIX_SOURCE)}),'');`
    + `var w=(Object.prototype.hasOwnProperty.call(t,p)?t[p]:[]).concat(a);`
    + `for(var i=0;i<w.length;i++){var l=document.createElement('link');l.rel='preload';l.setAttribute('as','script');l.href=${JSON.stringify(publicPath)}+f[w[i]];document.head.appendChild(l);}})();\n`;
}
