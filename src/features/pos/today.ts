/** Today's calendar date in the shop (`YYYY-MM-DD`), for lot expiry checks. */
import { shopTime } from '../../i18n/dayjs';

export function todayInShop(): string {
  return shopTime().format('YYYY-MM-DD');
}
