import { Badge, NativeSelect } from '@chakra-ui/react';
import type { Role } from '../../domain/permissions';
import type { StaffState } from '../../domain/account-responses';
import { authMessages } from '../../i18n/auth';

const STATE_PALETTE: Record<StaffState, string> = { active: 'green', invited: 'orange', inactive: 'gray' };

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge colorPalette={role === 'admin' ? 'brand' : 'blue'} variant="subtle">
      {authMessages.roles[role]}
    </Badge>
  );
}

export function StateBadge({ state }: { state: StaffState }) {
  return (
    <Badge colorPalette={STATE_PALETTE[state]} variant="surface">
      {authMessages.staffStates[state]}
    </Badge>
  );
}

/** Admin or cashier, as a native select (works with the keyboard and on phones). */
export function RoleSelect({
  value,
  onChange,
  name = 'role',
}: {
  value: Role | '';
  onChange: (role: Role) => void;
  name?: string;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value as Role)}>
        <option value="cashier">{authMessages.roles.cashier}</option>
        <option value="admin">{authMessages.roles.admin}</option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
