/**
 * What is wrong with an SVG served as a picture (for tests): empty or not an SVG document, unbalanced tags,
 * anything that runs or loads (script, event handlers, external links or images), references to gradients
 * it does not define, or a size beyond what a list of pictures should download.
 */
export function svgProblems(svg: string, maxBytes = 12_000): string[] {
  const problems: string[] = [];
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')) problems.push('does not start with an <svg> root');
  if (!svg.endsWith('</svg>')) problems.push('does not end with </svg>');
  const root = /^<svg([^>]*)>/.exec(svg)?.[1] ?? '';
  if (!/\bviewBox="0 0 [1-9]\d* [1-9]\d*"/.test(root)) problems.push('no positive viewBox on the root');
  if (!/\bwidth="[1-9]\d*"/.test(root) || !/\bheight="[1-9]\d*"/.test(root)) problems.push('no intrinsic size');
  const bytes = Buffer.byteLength(svg);
  if (bytes > maxBytes) problems.push(`${bytes} bytes (more than ${maxBytes})`);
  if (bytes < 200) problems.push(`${bytes} bytes: too small to show anything`);
  if (/<script|<foreignObject|<image|<iframe|<use[^>]+href="http/i.test(svg))
    problems.push('script or embedded content');
  if (/\son[a-z]+\s*=/i.test(svg)) problems.push('event handler attribute');
  if (/(?:xlink:)?href="(?!#)/.test(svg) || /url\((?!#)/.test(svg)) problems.push('external reference');
  if (/NaN|undefined|null/.test(svg)) problems.push('NaN/undefined/null in the markup');
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g)) {
    const [, closing, name, , selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      const open = stack.pop();
      if (open !== name) {
        problems.push(`</${name}> closes <${open}>`);
        break;
      }
    } else stack.push(name as string);
  }
  if (stack.length > 0) problems.push(`unclosed <${stack.join('>, <')}>`);
  const ids = new Set([...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));
  for (const m of svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)) {
    const id = m[1] ?? m[2];
    if (!ids.has(id)) problems.push(`reference to undefined #${id}`);
  }
  return problems;
}
