/**
 * A group in the collapsed sidebar: its icon opens a menu of the group's links beside the bar.
 * The menu's code loads when it is first used (menu-on-demand.tsx).
 */
import { menuOnDemand } from '../../components/menu-on-demand';
import { CollapsedGroupButton, type CollapsedGroupProps } from './collapsed-group-button';

export const CollapsedGroup = menuOnDemand<CollapsedGroupProps>(
  () => import('./collapsed-group-menu').then((m) => m.CollapsedGroupMenu),
  CollapsedGroupButton,
);
