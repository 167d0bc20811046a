export { vi } from './messages';
export type { Messages } from './messages';
export { dayjs, shopTime, SHOP_TIME_ZONE } from './dayjs';
export * from './format';
