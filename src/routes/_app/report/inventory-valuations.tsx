import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ValuationPage } from '../../../features/stock-reports/valuation-page';
import { shellVi as t } from '../../../i18n/shell';

const searchSchema = z.object({ date: z.iso.date().optional().catch(undefined) });

export const Route = createFileRoute('/_app/report/inventory-valuations')({
  staticData: { permission: 'viewReportInventoryValuation', title: t.nav.inventoryValuations },
  validateSearch: searchSchema,
  component: function ValuationRoute() {
    const { date } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ValuationPage date={date} onDateChange={(next) => void navigate({ search: { date: next } })} />;
  },
});
