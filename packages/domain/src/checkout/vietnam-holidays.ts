/**
 * Public holidays of Vietnam for 2026 and 2027: seed data for the holidays table, which operations keep up to
 * date from then on. No supplier delivers on these days (see find-earliest-delivery-date.ts).
 *
 * The law: Labour Code 2019, art. 112(1) gives 11 paid days — New Year 1 day (1 Jan), Tết 5 days, Hùng Kings 1 day
 * (10th day of the 3rd lunar month), Victory Day 1 day (30 Apr), Labour Day 1 day (1 May), National Day 2 days
 * (2 Sep and one adjacent day, before or after). Art. 112(3): each year the Prime Minister fixes which 5 days of
 * Tết and which day next to 2 Sep. Art. 111(3): a holiday falling on the weekly rest day is compensated on the next
 * working day. The weekly rest days used here are Saturday and Sunday, those of the government calendar that most
 * businesses follow; the civil-service day swaps (hoán đổi ngày làm việc) are not holidays and are left out.
 *
 * 2026 — as announced (Ministry of Home Affairs notice 9441/TB-BNV, 16 Oct 2025):
 * - Tết Bính Ngọ: Lunar New Year is Tue 17 Feb 2026; the official days are Mon 16 Feb (29 tháng Chạp, the last day
 *   of the year: that month has no 30th) to Fri 20 Feb (mùng 4). With the weekends the break runs 14–22 Feb.
 * - National Day: Tue 1 Sep and Wed 2 Sep. (Civil servants also have Mon 31 Aug off, swapped for Sat 22 Aug: a
 *   swap, not a holiday.)
 * - Hùng Kings falls on Sun 26 Apr, compensated on Mon 27 Apr.
 *
 * 2027 — nothing was announced when this was written; our assumptions, to check against the government notice:
 * - Tết Đinh Mùi: Lunar New Year is Sat 6 Feb 2027. Assumed: the pattern of 2025 and 2026, the last day of the old
 *   year (Fri 5 Feb, 29 tháng Chạp) to mùng 4 (Tue 9 Feb); mùng 1 and mùng 2 fall on Saturday and Sunday, so Wed 10
 *   and Thu 11 Feb are compensation days (art. 111(3)).
 * - National Day: 2 Sep is a Thursday; the adjacent day is the Prime Minister's choice. Assumed Fri 3 Sep, the day
 *   that joins the weekend, as chosen in past years (3 Sep 2024 after a Monday, 1 Sep 2025 before a Tuesday).
 * - Labour Day, Sat 1 May, compensated on Mon 3 May.
 *
 * Lunar dates were computed with the usual astronomical new-moon algorithm for UTC+7 (Hồ Ngọc Đức's), which gives
 * the known 2025 dates (Tết 29 Jan, Hùng Kings 7 Apr): Tết 17 Feb 2026 and 6 Feb 2027; Hùng Kings (10/3 lunar)
 * Sun 26 Apr 2026 and Fri 16 Apr 2027.
 *
 * Not here: Vietnam Culture Day (24 Nov). The Politburo chose it as a paid day off in January 2026 (Resolution
 * 80-NQ/TW) and the government asked for art. 112 to be amended (Resolution 30/NQ-CP); add it once the amended
 * Labour Code is in force.
 */
export interface VietnamHoliday {
  readonly date: string;
  readonly nameVi: string;
  readonly nameEn: string;
}

export const VIETNAM_HOLIDAYS: readonly VietnamHoliday[] = [
  // 2026
  { date: '2026-01-01', nameVi: 'Tết Dương lịch', nameEn: "New Year's Day" },
  { date: '2026-02-16', nameVi: 'Tết Nguyên Đán (29 tháng Chạp)', nameEn: "Lunar New Year (New Year's Eve)" },
  { date: '2026-02-17', nameVi: 'Tết Nguyên Đán (mùng 1)', nameEn: 'Lunar New Year (day 1)' },
  { date: '2026-02-18', nameVi: 'Tết Nguyên Đán (mùng 2)', nameEn: 'Lunar New Year (day 2)' },
  { date: '2026-02-19', nameVi: 'Tết Nguyên Đán (mùng 3)', nameEn: 'Lunar New Year (day 3)' },
  { date: '2026-02-20', nameVi: 'Tết Nguyên Đán (mùng 4)', nameEn: 'Lunar New Year (day 4)' },
  { date: '2026-04-26', nameVi: 'Giỗ Tổ Hùng Vương', nameEn: 'Hùng Kings Commemoration Day' },
  {
    date: '2026-04-27',
    nameVi: 'Nghỉ bù Giỗ Tổ Hùng Vương',
    nameEn: 'Hùng Kings Commemoration Day (compensation day)',
  },
  { date: '2026-04-30', nameVi: 'Ngày Chiến thắng', nameEn: 'Reunification Day' },
  { date: '2026-05-01', nameVi: 'Ngày Quốc tế Lao động', nameEn: 'International Labour Day' },
  { date: '2026-09-01', nameVi: 'Quốc khánh (ngày liền kề)', nameEn: 'National Day (adjacent day)' },
  { date: '2026-09-02', nameVi: 'Quốc khánh', nameEn: 'National Day' },
  // 2027 (Tết and the day next to National Day are assumptions, see above)
  { date: '2027-01-01', nameVi: 'Tết Dương lịch', nameEn: "New Year's Day" },
  { date: '2027-02-05', nameVi: 'Tết Nguyên Đán (29 tháng Chạp)', nameEn: "Lunar New Year (New Year's Eve)" },
  { date: '2027-02-06', nameVi: 'Tết Nguyên Đán (mùng 1)', nameEn: 'Lunar New Year (day 1)' },
  { date: '2027-02-07', nameVi: 'Tết Nguyên Đán (mùng 2)', nameEn: 'Lunar New Year (day 2)' },
  { date: '2027-02-08', nameVi: 'Tết Nguyên Đán (mùng 3)', nameEn: 'Lunar New Year (day 3)' },
  { date: '2027-02-09', nameVi: 'Tết Nguyên Đán (mùng 4)', nameEn: 'Lunar New Year (day 4)' },
  { date: '2027-02-10', nameVi: 'Nghỉ bù Tết Nguyên Đán', nameEn: 'Lunar New Year (compensation day)' },
  { date: '2027-02-11', nameVi: 'Nghỉ bù Tết Nguyên Đán', nameEn: 'Lunar New Year (compensation day)' },
  { date: '2027-04-16', nameVi: 'Giỗ Tổ Hùng Vương', nameEn: 'Hùng Kings Commemoration Day' },
  { date: '2027-04-30', nameVi: 'Ngày Chiến thắng', nameEn: 'Reunification Day' },
  { date: '2027-05-01', nameVi: 'Ngày Quốc tế Lao động', nameEn: 'International Labour Day' },
  {
    date: '2027-05-03',
    nameVi: 'Nghỉ bù Ngày Quốc tế Lao động',
    nameEn: 'International Labour Day (compensation day)',
  },
  { date: '2027-09-02', nameVi: 'Quốc khánh', nameEn: 'National Day' },
  { date: '2027-09-03', nameVi: 'Quốc khánh (ngày liền kề)', nameEn: 'National Day (adjacent day)' },
];
