import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { STOCK_REPORT_TABS } from '../../../features/stock-reports/report-tabs';
import { ValuationPage } from '../../../features/stock-reports/valuation-page';
import { shellVi as t } from '../../../i18n/shell';

const searchSchema = z.object({
  date: z.iso.date().optional().catch(undefined),
  tab: z.enum(STOCK_REPORT_TABS).optional().catch(undefined),
});

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
