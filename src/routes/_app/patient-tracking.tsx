import { createFileRoute } from '@tanstack/react-router';
import { PatientTrackingPage } from '../../features/stock-reports/patient-tracking-page';
import { isoDate, searchParams } from '../../domain/search-params';
import { shellVi as t } from '../../i18n/shell';

const searchSchema = searchParams({ from: isoDate(), to: isoDate() });

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
