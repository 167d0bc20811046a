import { createFileRoute } from '@tanstack/react-router';
import { isoDate, oneOf, searchParams } from '../../../domain/search-params';
import { STOCK_REPORT_TABS } from '../../../features/stock-reports/report-tabs';
import { ValuationPage } from '../../../features/stock-reports/valuation-page';
import { shellVi as t } from '../../../i18n/shell';

const searchSchema = searchParams({ date: isoDate(), tab: oneOf(STOCK_REPORT_TABS) });

export const Route = createFileRoute('/_app/report/inventory-valuations')({
  staticData: { permission: 'viewReportInventoryValuation', title: t.nav.inventoryValuations },
  validateSearch: searchSchema,
  component: function ValuationRoute() {
    const { date, tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ValuationPage
        date={date}
        tab={tab}
        onSearch={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
