import {
  addDays,
  addMonths,
  atShopTime,
  daysBetween,
  formatDay,
  formatShopDateTime,
  isCalendarDay,
  isInstant,
  monthEnd,
  monthStart,
  SHOP_UTC_OFFSET,
  SHOP_UTC_OFFSET_MINUTES,
  shopDay,
  shopDayEnd,
  shopDayStart,
  shopTimeOfDay,
  todayInShop,
  weekdayIndex,
  weekStart,
} from '../../src/domain/shop-clock';

describe('the shop clock (UTC+7 all year)', () => {
  it('writes its offset once, in minutes and as ISO 8601 text', () => {
    expect(SHOP_UTC_OFFSET_MINUTES).toBe(420);
    expect(SHOP_UTC_OFFSET).toBe('+07:00');
  });

  it.each([
    ['2026-11-15T16:59:59.999Z', '2026-11-15', '23:59'],
    ['2026-11-15T17:00:00Z', '2026-11-16', '00:00'],
    ['2026-11-21T17:30:00Z', '2026-11-22', '00:30'],
    ['2026-12-31T16:59:59Z', '2026-12-31', '23:59'],
    ['2026-12-31T17:00:00Z', '2027-01-01', '00:00'],
    ['2028-02-28T18:00:00Z', '2028-02-29', '01:00'],
    // No daylight saving: late March and late October are like any other day.
    ['2026-03-29T01:30:00Z', '2026-03-29', '08:30'],
    ['2026-10-25T01:30:00Z', '2026-10-25', '08:30'],
    ['2026-06-10T10:15:00+07:00', '2026-06-10', '10:15'],
  ])('%s is %s at %s in the shop', (instant, day, time) => {
    expect(shopDay(instant)).toBe(day);
    expect(shopDay(new Date(instant))).toBe(day);
    expect(shopDay(Date.parse(instant))).toBe(day);
    expect(shopTimeOfDay(instant)).toBe(time);
  });

  it('answers today for a given now, and for the real now', () => {
    expect(todayInShop(new Date('2026-11-15T17:00:00Z'))).toBe('2026-11-16');
    // Worked out independently of the module: UTC plus seven hours (either side of a midnight tick).
    const byHand = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const before = byHand();
    const today = todayInShop();
    expect([before, byHand()]).toContain(today);
  });

  it.each([
    ['2026-11-16', '2026-11-15T17:00:00.000Z', '2026-11-16T17:00:00.000Z'],
    ['2027-01-01', '2026-12-31T17:00:00.000Z', '2027-01-01T17:00:00.000Z'],
    ['2028-02-29', '2028-02-28T17:00:00.000Z', '2028-02-29T17:00:00.000Z'],
  ])('the shop day %s runs from %s up to %s', (day, start, end) => {
    expect(shopDayStart(day).toISOString()).toBe(start);
    expect(shopDayEnd(day).toISOString()).toBe(end);
    expect(shopDay(shopDayStart(day))).toBe(day);
    expect(shopDay(shopDayEnd(day).getTime() - 1)).toBe(day);
  });

  it.each([
    ['2026-11-06T12:00', '2026-11-06T05:00:00.000Z'],
    ['2026-11-06T00:00:00', '2026-11-05T17:00:00.000Z'],
    ['2026-11-06T23:59:59.5', '2026-11-06T16:59:59.500Z'],
  ])('the wall-clock time %s is the instant %s', (local, instant) => {
    expect(atShopTime(local).toISOString()).toBe(instant);
  });

  it.each([
    ['2026-11-22', 1, '2026-11-23'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-11-22', 400, '2027-12-27'],
    ['2026-11-22', 0, '2026-11-22'],
  ])('%s moved by %d days is %s', (day, days, moved) => {
    expect(addDays(day, days)).toBe(moved);
    expect(daysBetween(day, moved)).toBe(days);
    expect(daysBetween(moved, day)).toBe(0 - days);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-01-15', -1, '2025-12-15'],
    ['2026-03-31', -13, '2025-02-28'],
    ['2026-11-01', 24, '2028-11-01'],
  ])('%s moved by %d months is %s', (day, months, moved) => {
    expect(addMonths(day, months)).toBe(moved);
  });

  it.each([
    // [day, weekday (0 = Monday), Monday of its week, first and last of its month]
    ['2026-11-16', 0, '2026-11-16', '2026-11-01', '2026-11-30'],
    ['2026-11-22', 6, '2026-11-16', '2026-11-01', '2026-11-30'],
    ['2026-11-15', 6, '2026-11-09', '2026-11-01', '2026-11-30'],
    ['2027-01-01', 4, '2026-12-28', '2027-01-01', '2027-01-31'],
    ['2028-02-10', 3, '2028-02-07', '2028-02-01', '2028-02-29'],
    ['2027-02-28', 6, '2027-02-22', '2027-02-01', '2027-02-28'],
  ])('%s: weekday %d, week from %s, month %s to %s', (day, weekday, monday, first, last) => {
    expect(weekdayIndex(day)).toBe(weekday);
    expect(weekStart(day)).toBe(monday);
    expect(monthStart(day)).toBe(first);
    expect(monthEnd(day)).toBe(last);
  });

  it('prints days and instants as documents do', () => {
    expect(formatDay('2027-03-01')).toBe('01/03/2027');
    expect(formatShopDateTime('2026-11-21T17:30:00Z')).toBe('00:30 22/11/2026');
    expect(formatShopDateTime(new Date('2026-11-22T02:05:00Z'))).toBe('09:05 22/11/2026');
  });

  it.each(['2026-02-30', '2026-13-01', '2026-1-01', '26-01-01', '', '2026-11-22T00:00:00Z'])(
    'refuses %j as a calendar day',
    (day) => {
      expect(isCalendarDay(day)).toBe(false);
      expect(() => shopDayStart(day)).toThrow(RangeError);
      expect(() => addDays(day, 1)).toThrow(RangeError);
      expect(() => formatDay(day)).toThrow(RangeError);
    },
  );

  it('refuses what is not an instant or a wall-clock time', () => {
    expect(isInstant('not a date')).toBe(false);
    expect(isInstant(new Date(NaN))).toBe(false);
    expect(isInstant('2026-11-22T00:00:00Z')).toBe(true);
    expect(() => shopDay('not a date')).toThrow(RangeError);
    expect(() => atShopTime('2026-11-06 12:00')).toThrow(RangeError);
    expect(() => atShopTime('2026-11-06T24:00')).toThrow(RangeError);
    expect(() => atShopTime('2026-02-30T10:00')).toThrow(RangeError);
  });
});
