/**
 * Popup HTML is written by people outside engineering and shown with `dangerouslySetInnerHTML`, so it
 * passes an allowlist first: p, br, strong, em, ul, ol, li, and a with an http(s) href. Everything else
 * is dropped — the tag, never its text — except elements whose content is code or not text (script,
 * style, iframe, svg …), which go whole. Attributes are dropped too, bar a's href; links open in a new
 * tab without an opener. The output is always balanced. Small and dependency-free on purpose: it runs
 * on the server for every popup and the rules fit on one screen.
 */

const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a']);
const VOID = new Set(['br']);
/** Old spellings kept as their modern equivalents. */
const ALIASES: Record<string, string> = { b: 'strong', i: 'em' };
/** Elements dropped together with their content. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'head',
  'svg',
  'math',
  'xmp',
  'select',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  sol: '/',
  tab: '\t',
  newline: '\n',
  period: '.',
  lpar: '(',
  rpar: ')',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Text as text: markup characters escaped, well-formed entity references kept (they cannot open a tag). */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * An href as a browser would read it (entities decoded, control characters and white space gone), kept
 * only when it is an absolute http(s) URL: no javascript:, data:, vbscript: or relative tricks.
 */
export function safeLinkUrl(raw: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return /^https?:\/\/[^/\\]/i.test(url) ? url : null;
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
  /** Index just past the tag's `>`; -1 when the tag never ends. */
  end: number;
}

/** Reads the tag starting at `start` (which holds `<`); null when it is not a tag but a lone `<`. */
function readTag(html: string, start: number): Tag | null {
  const head = /^<(\/?)([a-z][a-z0-9-]*)/i.exec(html.slice(start, start + 64));
  if (!head) return null;
  const attributes = new Map<string, string>();
  let i = start + head[0].length;
  while (i < html.length) {
    const c = html.charAt(i);
    if (c === '>') return { name: (head[2] ?? '').toLowerCase(), closing: head[1] === '/', attributes, end: i + 1 };
    if (/[\s/]/.test(c)) {
      i++;
      continue;
    }
    const nameMatch = /^[^\s/>=]+/.exec(html.slice(i));
    const name = (nameMatch?.[0] ?? c).toLowerCase();
    i += nameMatch?.[0].length ?? 1;
    while (/\s/.test(html.charAt(i))) i++;
    let value = '';
    if (html.charAt(i) === '=') {
      i++;
      while (/\s/.test(html.charAt(i))) i++;
      const quote = html.charAt(i);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) break;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const unquoted = /^[^\s>]*/.exec(html.slice(i))?.[0] ?? '';
        value = unquoted;
        i += unquoted.length;
      }
    }
    if (!attributes.has(name)) attributes.set(name, value);
  }
  return { name: (head[2] ?? '').toLowerCase(), closing: head[1] === '/', attributes, end: -1 };
}

export function sanitiseHtml(input: string | null | undefined): string {
  const html = (input ?? '').replaceAll('\u0000', '');
  let out = '';
  /** Open elements; `shown` is false for an <a> whose link was refused (its text stays, the tag does not). */
  const open: { name: string; shown: boolean }[] = [];
  const close = (index: number) => {
    while (open.length > index) {
      const top = open.pop();
      if (top?.shown) out += `</${top.name}>`;
    }
  };

  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    i = lt;

    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<!', i) || html.startsWith('<?', i)) {
      const end = html.indexOf('>', i);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const tag = readTag(html, i);
    if (!tag) {
      out += '&lt;';
      i++;
      continue;
    }
    // A tag cut off by the end of the input is dropped with what follows, as a browser would.
    if (tag.end < 0) break;
    i = tag.end;

    if (DROP_WITH_CONTENT.has(tag.name)) {
      if (tag.closing) continue;
      const rest = html.slice(i);
      const closing = new RegExp(`</${tag.name}(?=[\\s/>])[^>]*>`, 'i').exec(rest);
      i = closing ? i + closing.index + closing[0].length : html.length;
      continue;
    }
    const name = ALIASES[tag.name] ?? tag.name;
    if (!ALLOWED.has(name)) continue;

    if (tag.closing) {
      if (VOID.has(name)) continue;
      let index = -1;
      for (let k = open.length - 1; k >= 0; k--) {
        if (open[k]?.name === name) {
          index = k;
          break;
        }
      }
      if (index >= 0) close(index);
      continue;
    }
    if (VOID.has(name)) {
      out += `<${name}>`;
      continue;
    }
    if (name === 'a') {
      // Links do not nest: a new one ends the one still open.
      const outer = open.findIndex((e) => e.name === 'a');
      if (outer >= 0) close(outer);
      const href = safeLinkUrl(tag.attributes.get('href') ?? '');
      if (href) out += `<a href="${escapeAttribute(href)}" target="_blank" rel="noopener noreferrer">`;
      open.push({ name, shown: href !== null });
      continue;
    }
    out += `<${name}>`;
    open.push({ name, shown: true });
  }
  close(0);
  return out;
}
