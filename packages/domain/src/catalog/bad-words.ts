/**
 * Words and phrases a search term may not contain. A modest, curated list: profanity and slurs people actually
 * type into a search box, chosen so that no food word or ordinary Vietnamese is caught (see check-bad-word.ts for
 * how a term is split into words and compared, and check-bad-word.test.ts for the words that must pass).
 *
 * Each entry is lower case NFC, words separated by one space, and matches whole words only.
 *
 * - `unmarked: true` — the same letters typed without Vietnamese marks (and đ as d) match too. Set it only when
 *   that plain form has no innocent reading; the comment beside each entry without it says why not.
 * - `prefix: true` — any word that begins with the (last) word matches ("fucking", "bitches"). Only for English
 *   stems that begin no innocent word.
 *
 * Left out on purpose, because a buyer of food could mean them innocently: "cứt" (cà phê cứt chồn, civet coffee),
 * "óc chó" (walnut), "đù" (cá đù, croaker fish), "bướm" (butterfly), "cu" (chim cu, dove), "dâm" (dâm bụt, hibiscus),
 * "cc" (cubic centimetre); English "ass" (assam, donkey), "cock" (rooster), "dick" (spotted dick, a pudding),
 * "faggot"/"fag" (faggots are meatballs; a cigarette), "retard" (dough retarder), "bastard" (bastard saffron).
 */
export interface BadWordEntry {
  readonly text: string;
  readonly unmarked?: true;
  readonly prefix?: true;
}

export const BAD_WORDS: readonly BadWordEntry[] = [
  // Vietnamese, single words.
  { text: 'đụ' }, // du: du lịch, du kích; and đủ (enough), đu đủ (papaya) carry other marks
  { text: 'địt' }, // dit: could be đít (bottom), "đít nồi"
  { text: 'đjt', unmarked: true }, // teen code for địt; djt is no word
  { text: 'đéo' }, // deo: dẻo (chewy: xôi dẻo, bánh dẻo), đeo (to wear)
  { text: 'lồn' }, // lon: a can (lon bia, bia lon); lồng (cage, cặp lồng) is another word
  { text: 'buồi' }, // buoi: bưởi (pomelo), buổi (buổi sáng)
  { text: 'cặc' }, // cac: các (the plural word); cặp is another word
  { text: 'đĩ' }, // di: đi (to go); đĩa (plate) is another word
  { text: 'nứng' }, // nung: to fire (lò nung)
  { text: 'đm', unmarked: true }, // dm: decimetre is not a unit anyone orders food in
  { text: 'đmm', unmarked: true },
  { text: 'đcm', unmarked: true },
  { text: 'đkm', unmarked: true },
  { text: 'vcl' },
  { text: 'vkl' },
  { text: 'vl' }, // also short for Vĩnh Long, but not alone in a food search
  { text: 'clgt' },
  // Vietnamese phrases whose words are innocent alone.
  { text: 'địt mẹ', unmarked: true }, // dit me: only the curse reads so
  { text: 'địt con mẹ', unmarked: true },
  { text: 'đù má' }, // du ma: dù mà (although); đù alone is a fish (cá đù)
  { text: 'đù mé' },
  // English.
  { text: 'fuck', prefix: true },
  { text: 'motherfuck', prefix: true },
  { text: 'shit' }, // not a prefix: "shitake" is a common spelling of shiitake
  { text: 'shits' },
  { text: 'shitty' },
  { text: 'shithead' },
  { text: 'bullshit' },
  { text: 'cunt', prefix: true }, // whole words only, so Scunthorpe passes
  { text: 'bitch', prefix: true },
  { text: 'asshole', prefix: true },
  { text: 'arsehole', prefix: true },
  { text: 'dickhead' },
  { text: 'whore', prefix: true },
  { text: 'slut', prefix: true },
  { text: 'twat' },
  { text: 'wanker' },
  { text: 'pussy' },
  { text: 'nigger' }, // not a prefix: niggardly
  { text: 'niggers' },
  { text: 'nigga' },
  { text: 'niggas' },
  { text: 'kike' },
  { text: 'kikes' },
];
