import { createFileRoute } from '@tanstack/react-router';
import { PosSettingList } from '../../../features/pos-settings/pos-setting-pages';
import { posSettingSearchSchema } from '../../../features/pos-settings/pos-setting-search';

export const Route = createFileRoute('/_app/pos-settings/')({
  staticData: { permission: 'viewPOSSettingList', title: 'Cài đặt quầy bán hàng' },
  validateSearch: posSettingSearchSchema,
  component: function ListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PosSettingList
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
