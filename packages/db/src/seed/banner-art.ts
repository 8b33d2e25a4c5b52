/**
 * Pictures of the demo banners and popups: SVGs drawn from a design (colours, words in both
 * languages, three food icons of the same icon set as the product pictures), served by the API
 * under /media/banners/{name}-{vi|en}.svg. Nothing is fetched from outside, and the same name always
 * gives the same picture. Banners are 1200×400 (3:1, the carousel's shape); popups 720×900 (4:5).
 */

export const BANNER_URL_PREFIX = '/media/banners/';

export type BannerArtFormat = 'banner' | 'popup';
type Words = { vi: string; en: string };

export interface BannerArt {
  format: BannerArtFormat;
  /** Background gradient, top left to bottom right. */
  colors: readonly [string, string];
  /** The call-to-action pill and its text colour. */
  accent: readonly [string, string];
  eyebrow: Words;
  headline: Words;
  sub: Words;
  cta: Words;
  /** Icon names of @iconify-json/fluent-emoji-flat: the large one first. */
  icons: readonly [string, string, string];
}

export const BANNER_ART: Readonly<Record<string, BannerArt>> = {
  'super-saving': {
    format: 'banner',
    colors: ['#2f7d4a', '#5fb573'],
    accent: ['#ffd54a', '#1f3d2a'],
    eyebrow: { vi: 'ƯU ĐÃI TUẦN NÀY', en: 'THIS WEEK' },
    headline: { vi: 'Siêu tiết kiệm cho bếp của bạn', en: 'Super savings for your kitchen' },
    sub: { vi: 'Giảm đến 30% cho hàng trăm sản phẩm giá sỉ', en: 'Up to 30% off hundreds of wholesale products' },
    cta: { vi: 'Xem ưu đãi', en: 'See the deals' },
    icons: ['money-bag', 'shopping-cart', 'tomato'],
  },
  'fresh-vegetables': {
    format: 'banner',
    colors: ['#1f6f43', '#8cc56b'],
    accent: ['#ffffff', '#1f6f43'],
    eyebrow: { vi: 'RAU CỦ TƯƠI', en: 'FRESH VEGETABLES' },
    headline: { vi: 'Rau củ tươi hái mỗi sáng', en: 'Vegetables picked every morning' },
    sub: { vi: 'Từ nông trại Đà Lạt đến bếp của bạn trước 9 giờ', en: 'From Da Lat farms to your kitchen by 9 am' },
    cta: { vi: 'Mua rau củ', en: 'Shop vegetables' },
    icons: ['leafy-green', 'carrot', 'broccoli'],
  },
  'dairy-brand': {
    format: 'banner',
    colors: ['#1d4e89', '#4a90d6'],
    accent: ['#ffffff', '#1d4e89'],
    eyebrow: { vi: 'THƯƠNG HIỆU TIN DÙNG', en: 'TRUSTED BRAND' },
    headline: { vi: 'Vinamilk cho bếp chuyên nghiệp', en: 'Vinamilk for professional kitchens' },
    sub: { vi: 'Sữa tươi, sữa chua, kem — giá sỉ, giao tận nơi', en: 'Fresh milk, yoghurt and cream, delivered' },
    cta: { vi: 'Xem thương hiệu', en: 'See the brand' },
    icons: ['glass-of-milk', 'cheese-wedge', 'ice-cream'],
  },
  'own-brand': {
    format: 'banner',
    colors: ['#c4471f', '#f39c42'],
    accent: ['#ffffff', '#c4471f'],
    eyebrow: { vi: 'CHỢ BẾP FRESH', en: 'CHỢ BẾP FRESH' },
    headline: { vi: 'Hàng chọn lọc của Chợ Bếp Fresh', en: 'Hand-picked by Chợ Bếp Fresh' },
    sub: { vi: 'Thương hiệu riêng: tươi mỗi ngày, giá minh bạch', en: 'Our own brand: fresh daily, fair prices' },
    cta: { vi: 'Xem sản phẩm', en: 'See the product' },
    icons: ['basket', 'cut-of-meat', 'mango'],
  },
  'food-safety': {
    format: 'banner',
    colors: ['#4b3a86', '#8a6fd1'],
    accent: ['#ffffff', '#4b3a86'],
    eyebrow: { vi: 'CẨM NANG', en: 'HANDBOOK' },
    headline: { vi: 'An toàn thực phẩm trong bếp', en: 'Food safety in the kitchen' },
    sub: {
      vi: 'Quy định cho nhà hàng, đọc trên trang Cục An toàn thực phẩm',
      en: 'Rules for restaurants, from the Vietnam Food Administration',
    },
    cta: { vi: 'Đọc ngay', en: 'Read now' },
    icons: ['clipboard', 'check-mark-button', 'cook'],
  },
  'free-delivery': {
    format: 'banner',
    colors: ['#b8322a', '#ea7a35'],
    accent: ['#ffe08a', '#7a1f19'],
    eyebrow: { vi: 'GIAO HÀNG', en: 'DELIVERY' },
    headline: { vi: 'Miễn phí giao hàng từ 400.000 đ', en: 'Free delivery from 400,000 đ' },
    sub: { vi: 'Đặt trước 10 giờ sáng, nhận hàng trong ngày', en: 'Order before 10 am, delivered the same day' },
    cta: { vi: 'Xem chi tiết', en: 'Details' },
    icons: ['delivery-truck', 'package', 'stopwatch'],
  },
  'free-delivery-popup': {
    format: 'popup',
    colors: ['#b8322a', '#ea7a35'],
    accent: ['#ffe08a', '#7a1f19'],
    eyebrow: { vi: 'GIAO HÀNG MIỄN PHÍ', en: 'FREE DELIVERY' },
    headline: { vi: 'Đơn từ 400.000 đ được miễn phí giao', en: 'Orders from 400,000 đ ship free' },
    sub: { vi: 'Mỗi nhà cung cấp, mỗi ngày giao', en: 'Per supplier, per delivery day' },
    cta: { vi: 'Mua ngay', en: 'Shop now' },
    icons: ['delivery-truck', 'package', 'stopwatch'],
  },
  distribution: {
    format: 'banner',
    colors: ['#0f5e6e', '#2bb0a8'],
    accent: ['#ffffff', '#0f5e6e'],
    eyebrow: { vi: 'VỀ CHỢ BẾP', en: 'ABOUT CHỢ BẾP' },
    headline: { vi: 'Hệ thống phân phối của Chợ Bếp', en: 'Our distribution network' },
    sub: {
      vi: 'Kho lạnh ở Hà Nội và TP.HCM, giao hàng mỗi ngày',
      en: 'Cold stores in Hanoi and HCMC, daily deliveries',
    },
    cta: { vi: 'Xem video', en: 'Watch' },
    icons: ['world-map', 'articulated-lorry', 'snowflake'],
  },
  'flash-sale-popup': {
    format: 'popup',
    colors: ['#5a1d8c', '#e0457b'],
    accent: ['#ffe15a', '#4a1470'],
    eyebrow: { vi: 'GIẢM GIÁ CHỚP NHOÁNG', en: 'FLASH SALE' },
    headline: { vi: 'Giá sốc chỉ trong tuần này', en: 'Shock prices this week only' },
    sub: { vi: 'Số lượng có hạn — đặt sớm để giữ hàng', en: 'While stocks last — order early' },
    cta: { vi: 'Xem ngay', en: 'See the deals' },
    icons: ['high-voltage', 'shopping-cart', 'fire'],
  },
};

const SIZES: Record<BannerArtFormat, { width: number; height: number }> = {
  banner: { width: 1200, height: 400 },
  popup: { width: 720, height: 900 },
};

export function bannerArtSize(format: BannerArtFormat): { width: number; height: number } {
  return SIZES[format];
}

/** The URL of a design's picture in a language. */
export function bannerArtUrl(name: string, lang: 'vi' | 'en'): string {
  return `${BANNER_URL_PREFIX}${name}-${lang}.svg`;
}

/** Design name and language of a URL made by bannerArtUrl() (or of the file name alone), or null. */
export function parseBannerArtName(urlOrFile: string): { name: string; lang: 'vi' | 'en' } | null {
  const file = urlOrFile.startsWith(BANNER_URL_PREFIX) ? urlOrFile.slice(BANNER_URL_PREFIX.length) : urlOrFile;
  const m = /^([a-z0-9-]+)-(vi|en)\.svg$/.exec(file);
  if (!m?.[1] || !Object.hasOwn(BANNER_ART, m[1])) return null;
  return { name: m[1], lang: m[2] as 'vi' | 'en' };
}

const FONT = "'Maven Pro','Be Vietnam Pro','Segoe UI',Roboto,'Noto Sans','DejaVu Sans',Arial,sans-serif";

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Greedy word wrap by an estimated width (≈0.56 em a character); the last line takes what is left. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > maxChars && lines.length < maxLines - 1) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Icon bodies with their ids made unique, so that several icons in one picture never share a gradient. */
function icon(body: string, prefix: string, x: number, y: number, size: number): string {
  const scoped = body
    .replace(/\bid="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}-$1"`);
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 32 32">${scoped}</svg>`;
}

function textLines(lines: string[], x: number, y: number, size: number, lineHeight: number, attrs: string): string {
  return lines
    .map((l, i) => `<text x="${x}" y="${y + i * lineHeight}" font-size="${size}" ${attrs}>${escapeXml(l)}</text>`)
    .join('');
}

/**
 * Below 600 px of width (a phone's carousel is about 340 px) the banner switches to its narrow
 * layout: the picture is scaled to under a third there, so the wide layout's 24-unit subtitle came
 * out at 7 px. The media query of an SVG shown by <img> reads the picture's own width.
 */
const NARROW_STYLE = '.n{display:none}@media (max-width:599.98px){.w{display:none}.n{display:inline}}';

/** Subtitle size of the narrow layout: 12.6 px at 328 px wide (a 360 px phone), 13.1 px at 343 px. */
export const NARROW_SUB_SIZE = 46;

/**
 * The narrow banner: headline and subtitle only (the eyebrow and the call-to-action pill would be
 * too small to read; the whole banner is the link), larger, beside one icon on its plate, the text
 * block centred vertically.
 */
function narrowBanner(art: BannerArt, lang: 'vi' | 'en', bigIcon: string | null): string {
  const headSize = 60;
  const headLine = 68;
  const subLine = 54;
  // Text from x = 60 to 840, left of the plate (x ≥ 890); ≈0.56 em a character, 0.62 in the heavy headline.
  const headline = wrapWords(art.headline[lang], Math.floor(780 / (headSize * 0.62)), 2);
  const sub = wrapWords(art.sub[lang], Math.floor(780 / (NARROW_SUB_SIZE * 0.56)), 3);
  const blockHeight = headline.length * headLine + 14 + sub.length * subLine;
  const top = Math.round((400 - blockHeight) / 2);
  const headY = top + 52;
  const subY = headY + (headline.length - 1) * headLine + 14 + subLine;
  return [
    `<circle cx="1040" cy="200" r="150" fill="#ffffff" fill-opacity="0.92"/>`,
    bigIcon ? icon(bigIcon, 'n0', 930, 90, 220) : '',
    textLines(headline, 60, headY, headSize, headLine, 'font-weight="800" fill="#ffffff"'),
    textLines(sub, 60, subY, NARROW_SUB_SIZE, subLine, 'data-role="sub" fill="#ffffff"'),
  ].join('');
}

/**
 * The SVG of a design in a language, or null for an unknown design. `iconBody` returns an icon's SVG
 * body (32×32 view box) by name; a missing icon is left out.
 */
export function renderBannerArt(
  name: string,
  lang: 'vi' | 'en',
  iconBody: (name: string) => string | null,
): string | null {
  if (!Object.hasOwn(BANNER_ART, name)) return null;
  const art = BANNER_ART[name] as BannerArt;
  const { width, height } = SIZES[art.format];
  const [from, to] = art.colors;
  const [pill, pillText] = art.accent;
  const icons = art.icons.map((n) => iconBody(n));
  const title = escapeXml(art.headline[lang]);
  const defs = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
  const shell = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}" font-family="${escapeXml(FONT)}">${defs}<title>${title}</title><rect width="${width}" height="${height}" fill="url(#bg)"/>${body}</svg>`;
  const put = (i: number, x: number, y: number, size: number) => {
    const body = icons[i];
    return body ? icon(body, `i${i}`, x, y, size) : '';
  };

  if (art.format === 'banner') {
    const headline = wrapWords(art.headline[lang], 19, 2);
    // The text must stay left of the plate (x ≈ 730): a long last line gets a smaller size.
    const size = Math.min(54, Math.floor(620 / (Math.max(...headline.map((l) => l.length)) * 0.6)));
    const sub = wrapWords(art.sub[lang], 46, 2);
    const subY = 170 + (headline.length - 1) * (size + 8) + 48;
    const ctaY = subY + (sub.length - 1) * 32 + 34;
    const ctaWidth = Math.round(art.cta[lang].length * 14 + 84);
    const wide = [
      `<circle cx="1010" cy="200" r="250" fill="#ffffff" fill-opacity="0.10"/>`,
      `<circle cx="1120" cy="40" r="120" fill="#ffffff" fill-opacity="0.08"/>`,
      `<circle cx="880" cy="210" r="150" fill="#ffffff" fill-opacity="0.92"/>`,
      put(0, 770, 100, 220),
      put(1, 1010, 60, 120),
      put(2, 990, 230, 130),
      textLines(
        [art.eyebrow[lang]],
        72,
        110,
        22,
        0,
        'font-weight="700" letter-spacing="3" fill="#ffffff" fill-opacity="0.85"',
      ),
      textLines(headline, 72, 170, size, size + 8, 'font-weight="800" fill="#ffffff"'),
      textLines(sub, 72, subY, 24, 32, 'data-role="sub" fill="#ffffff" fill-opacity="0.92"'),
      `<rect x="72" y="${ctaY}" width="${ctaWidth}" height="52" rx="26" fill="${pill}"/>`,
      textLines([`${art.cta[lang]} →`], 72 + 32, ctaY + 34, 22, 0, `font-weight="700" fill="${pillText}"`),
    ].join('');
    return shell(
      `<style>${NARROW_STYLE}</style><g class="w">${wide}</g><g class="n">${narrowBanner(art, lang, icons[0] ?? null)}</g>`,
    );
  }

  const headline = wrapWords(art.headline[lang], 20, 3);
  const sub = wrapWords(art.sub[lang], 36, 2);
  const headY = 560;
  const subY = headY + headline.length * 56 + 10;
  const ctaWidth = Math.round(art.cta[lang].length * 15 + 88);
  return shell(
    [
      `<circle cx="620" cy="90" r="160" fill="#ffffff" fill-opacity="0.10"/>`,
      `<circle cx="360" cy="270" r="190" fill="#ffffff" fill-opacity="0.92"/>`,
      put(0, 220, 130, 280),
      put(1, 500, 80, 130),
      put(2, 90, 320, 130),
      textLines(
        [art.eyebrow[lang]],
        360,
        510,
        24,
        0,
        'text-anchor="middle" font-weight="700" letter-spacing="3" fill="#ffffff" fill-opacity="0.85"',
      ),
      textLines(headline, 360, headY, 48, 56, 'text-anchor="middle" font-weight="800" fill="#ffffff"'),
      textLines(sub, 360, subY, 26, 34, 'text-anchor="middle" fill="#ffffff" fill-opacity="0.92"'),
      `<rect x="${360 - ctaWidth / 2}" y="790" width="${ctaWidth}" height="60" rx="30" fill="${pill}"/>`,
      textLines([`${art.cta[lang]} →`], 360, 829, 26, 0, `text-anchor="middle" font-weight="700" fill="${pillText}"`),
    ].join(''),
  );
}
