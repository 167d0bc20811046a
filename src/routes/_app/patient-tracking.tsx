import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PatientTrackingPage } from '../../features/stock-reports/patient-tracking-page';
import { shellVi as t } from '../../i18n/shell';

const searchSchema = z.object({
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
});

/** SPEC §2 names no permission; the API reads it with viewPOSOrderDetail (prescription sales). */
export const Route = createFileRoute('/_app/patient-tracking')({
  staticData: { permission: 'viewPOSOrderDetail', title: t.nav.patientTracking },
  validateSearch: searchSchema,
  component: function PatientTrackingRoute() {
    const { from, to } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PatientTrackingPage
        from={from}
        to={to}
        onRangeChange={(range) => void navigate({ search: (prev) => ({ ...prev, ...range }) })}
      />
    );
  },
});
