/**
 * The one configured dayjs, for parsing what people type (`DD/MM/YYYY`): Vietnamese locale with
 * weeks starting on Monday. The shop's day and time come from src/domain/shop-clock.ts, not from
 * dayjs, whose "now" is the browser's own time zone.
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

export { dayjs };
