/** The dashboard's count of open sync problems, for those who may resolve them (links to /sync-problems). */
import { Alert, Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { countOpenSyncProblems, syncProblemsApi } from '../../api/sync-problems';
import { useCanOpen } from '../../components/route-permission';
import { syncProblemsVi as t } from '../../i18n/sync-problems';

export function SyncProblemsAlert() {
  const allowed = useCanOpen()('/sync-problems');
  const query = useQuery({
    queryKey: [syncProblemsApi.path, 'count'],
    queryFn: countOpenSyncProblems,
    enabled: allowed,
  });
  if (!allowed || !query.data) return null;
  return (
    <Alert.Root status="warning" data-testid="sync-problems-alert">
      <Alert.Indicator />
      <Alert.Title>{t.dashboardAlert(query.data)}</Alert.Title>
      <Button asChild size="xs" variant="outline" ms="auto">
        <Link to="/sync-problems">{t.open}</Link>
      </Button>
    </Alert.Root>
  );
}
