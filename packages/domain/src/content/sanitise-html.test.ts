import { describe, expect, it } from 'vitest';
import { safeLinkUrl, sanitiseHtml } from './sanitise-html';

const A = (href: string, text: string) => `<a href="${href}" target="_blank" rel="noopener noreferrer">${text}</a>`;

describe('sanitiseHtml', () => {
  it.each<[string, string, string]>([
    // Allowed markup passes, normalised.
    ['plain text', 'Giao hàng miễn phí', 'Giao hàng miễn phí'],
    [
      'allowed tags',
      '<p>Đơn từ <strong>400.000 đ</strong> <em>miễn phí</em></p>',
      '<p>Đơn từ <strong>400.000 đ</strong> <em>miễn phí</em></p>',
    ],
    [
      'lists',
      '<ul><li>Một</li><li>Hai</li></ul><ol><li>Ba</li></ol>',
      '<ul><li>Một</li><li>Hai</li></ul><ol><li>Ba</li></ol>',
    ],
    ['upper case and attributes dropped', '<P CLASS="x" style="color:red">Hi</P>', '<p>Hi</p>'],
    ['br in any spelling', 'a<br>b<br/>c<BR />d</br>', 'a<br>b<br>c<br>d'],
    ['b and i become strong and em', '<b>bold</b> <i>it</i>', '<strong>bold</strong> <em>it</em>'],
    // Scripts and other code go with their content.
    ['script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['script in upper case with attributes', '<SCRIPT type="text/javascript">alert(1)</SCRIPT >ok', 'ok'],
    ['unterminated script swallows the rest', 'ok<script>alert(1)', 'ok'],
    ['style', '<style>body{display:none}</style>text', 'text'],
    ['iframe', '<iframe src="https://evil.example"></iframe>x', 'x'],
    ['svg with onload', '<svg onload="alert(1)"><circle/></svg>y', 'y'],
    ['split script tag stays text', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['script closing tag inside a string does not end early', '<script>var s="</scriptx>";alert(1)</script>z', 'z'],
    // Event handlers and unknown tags.
    ['on* attribute on an allowed tag', '<p onclick="alert(1)" onmouseover=alert(2)>Hi</p>', '<p>Hi</p>'],
    ['img with onerror', '<img src=x onerror=alert(1)>after', 'after'],
    ['unknown tags keep their text', '<div><span>Text</span></div><h1>Title</h1>', 'TextTitle'],
    ['comments', 'a<!-- <script>alert(1)</script> -->b', 'ab'],
    ['unterminated comment', 'a<!-- b', 'a'],
    ['doctype and processing instruction', '<!DOCTYPE html><?xml version="1.0"?>x', 'x'],
    // Links.
    ['https link', '<a href="https://chobep.vn/uu-dai">Xem</a>', A('https://chobep.vn/uu-dai', 'Xem')],
    [
      'http link, single quotes, extra attributes',
      "<a title='t' href='http://x.vn' onclick='e()'>x</a>",
      A('http://x.vn', 'x'),
    ],
    ['javascript: link keeps its text only', '<a href="javascript:alert(1)">click</a>', 'click'],
    ['JavaScript: with entities and white space', '<a href="  jav&#x09;ascript&colon;alert(1)">c</a>', 'c'],
    [
      'encoded javascript',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">c</a>',
      'c',
    ],
    ['data: link', '<a href="data:text/html,<script>alert(1)</script>">d</a>', 'd'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">v</a>', 'v'],
    ['relative link', '<a href="/SUPER_SAVING_TAG">r</a>', 'r'],
    ['protocol-relative link', '<a href="//evil.example">p</a>', 'p'],
    ['link without href', '<a name="x">n</a>', 'n'],
    [
      'quotes in a link are escaped',
      "<a href='https://x.vn/?q=\"><script>'>q</a>",
      A('https://x.vn/?q=&quot;&gt;&lt;script&gt;', 'q'),
    ],
    ['ampersand in a link', '<a href="https://x.vn/?a=1&amp;b=2">q</a>', A('https://x.vn/?a=1&amp;b=2', 'q')],
    [
      'nested links end the outer one',
      '<a href="https://a.vn">1<a href="https://b.vn">2</a>3</a>',
      `${A('https://a.vn', '1')}${A('https://b.vn', '2')}3`,
    ],
    [
      'a refused link inside a good one',
      '<a href="https://a.vn">1<a href="javascript:x">2</a>3</a>',
      `${A('https://a.vn', '1')}23`,
    ],
    // Balance and text.
    ['unclosed tags are closed', '<p><strong>Hi', '<p><strong>Hi</strong></p>'],
    ['stray closing tags are dropped', '</p>Hi</strong></ul>', 'Hi'],
    ['closing an outer tag closes the inner ones', '<ul><li><em>x</ul>y', '<ul><li><em>x</em></li></ul>y'],
    ['a lone < and > are text', '1 < 2 > 0', '1 &lt; 2 &gt; 0'],
    ['entities stay, a bare & is escaped', 'A&amp;B &copy; &#39; R&D', 'A&amp;B &copy; &#39; R&amp;D'],
    ['a tag cut off at the end is dropped', 'ok<p class="x', 'ok'],
    ['null bytes removed', '<scr\u0000ipt>alert(1)</script>', ''],
    ['empty', '', ''],
  ])('%s', (_name, input, expected) => {
    expect(sanitiseHtml(input)).toBe(expected);
  });

  it('treats null and undefined as empty', () => {
    expect(sanitiseHtml(null)).toBe('');
    expect(sanitiseHtml(undefined)).toBe('');
  });

  it('is idempotent on its own output', () => {
    const once = sanitiseHtml('<p onclick=x>Hi <a href="https://x.vn?a=1&b=2">l</a><script>z</script><b>b');
    expect(sanitiseHtml(once)).toBe(once);
  });
});

describe('safeLinkUrl', () => {
  it.each<[string, string | null]>([
    ['https://chobep.vn', 'https://chobep.vn'],
    ['HTTP://X.VN/a', 'HTTP://X.VN/a'],
    [' https://x.vn ', 'https://x.vn'],
    ['javascript:alert(1)', null],
    ['java\nscript:alert(1)', null],
    ['https:/\\evil', null],
    ['https:///x', null],
    ['ftp://x.vn', null],
    ['mailto:a@b.vn', null],
    ['/relative', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(safeLinkUrl(input)).toBe(expected);
  });
});
