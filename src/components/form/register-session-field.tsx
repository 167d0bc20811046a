/**
 * "Ca thu ngân": which of the shop's open register sessions the cash goes into or comes out of, or
 * none. With `autoChoose`, the preferred session (the till's own) is chosen when it is open, else
 * the only one open: a collection at the counter goes into that drawer. Without it the user
 * chooses: money paid in the back office may come from the shop's safe rather than a drawer.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { posRegistersApi } from '../../api/pos-orders';
import { formatDateTime } from '../../i18n/format';
import { FormField } from './form-field';
import { SelectInput } from './select-input';

export interface RegisterSessionFieldProps {
  label: string;
  helper: string;
  noneLabel: string;
  /** What it says when the open sessions cannot be read. */
  failed: string;
  value: string;
  error?: string;
  /** Must be stable when `autoChoose` is given: the choice is made once the sessions arrive. */
  onChange: (id: string) => void;
  autoChoose?: { preferred: string | null };
}

export function RegisterSessionField(props: RegisterSessionFieldProps) {
  const { onChange, autoChoose } = props;
  const sessions = useQuery({
    queryKey: [posRegistersApi.path, 'list', { state: 'open' }],
    queryFn: () => posRegistersApi.list({ state: 'open', page_size: 100, sort: '-opened_at' }),
  });
  const open = sessions.data?.data ?? [];
  const preferred = autoChoose?.preferred ?? null;
  const chosen = !autoChoose
    ? null
    : open.some((s) => s.id === preferred)
      ? preferred
      : open.length === 1
        ? open[0]!.id
        : null;
  // When the sessions arrive: a choice the user makes later stays theirs.
  useEffect(() => {
    if (chosen) onChange(chosen);
  }, [chosen, onChange]);
  const options = open.map((s) => ({
    value: s.id,
    label: `${s.pos_setting.name} · ${s.opened_by.name} · ${formatDateTime(s.opened_at)}`,
  }));
  return (
    <FormField
      label={props.label}
      error={props.error ?? (sessions.isError ? props.failed : undefined)}
      helper={props.helper}
    >
      <SelectInput
        name="register_session_id"
        value={props.value}
        options={options}
        allowNone
        noneLabel={props.noneLabel}
        onChange={onChange}
      />
    </FormField>
  );
}
