/**
 * The one configured dayjs: Vietnamese locale with weeks starting on Monday, and the shop's
 * time zone. Vietnam keeps UTC+7 all year (no daylight saving), so a fixed offset is exact and
 * does not depend on the browser's time-zone database.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import utc from 'dayjs/plugin/utc';
import isoWeek from 'dayjs/plugin/isoWeek';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import updateLocale from 'dayjs/plugin/updateLocale';

dayjs.extend(utc);
dayjs.extend(isoWeek);
dayjs.extend(customParseFormat);
dayjs.extend(updateLocale);
dayjs.locale('vi');
dayjs.updateLocale('vi', { weekStart: 1 });

export const SHOP_TIME_ZONE = 'Asia/Ho_Chi_Minh';
export const SHOP_UTC_OFFSET_MINUTES = 7 * 60;

/** A moment seen on the shop's wall clock (Asia/Ho_Chi_Minh). */
export function shopTime(input?: dayjs.ConfigType): dayjs.Dayjs {
  return dayjs(input).utcOffset(SHOP_UTC_OFFSET_MINUTES);
}

export { dayjs };
