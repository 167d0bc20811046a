export { vi } from './messages';
export type { Messages } from './messages';
export { dayjs } from './dayjs';
export * from './format';
