/** The import flow's state: preview a file, commit it, and follow the job until it is done. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { commitImport, getImportJob, previewImport } from '../../api/imports';
import type { ImportJob, ImportKind } from '../../domain/catalog/imports';

export function useImport(kind: ImportKind) {
  const queryClient = useQueryClient();
  const [job, setJob] = useState<ImportJob | null>(null);
  const preview = useMutation({ mutationFn: (file: File) => previewImport(kind, file), onSuccess: setJob });
  const commit = useMutation({
    mutationFn: (id: string) => commitImport(id),
    onSuccess: (next) => {
      setJob(next);
      // A commit that finished within its own request: refresh the list now.
      if (next.status === 'done') void queryClient.invalidateQueries({ queryKey: [kind] });
    },
  });
  const running = job !== null && job.status === 'committing';
  const progress = useQuery({
    queryKey: ['imports', job?.id],
    queryFn: async () => {
      const next = await getImportJob(job?.id as string);
      if (next.status !== 'committing') {
        setJob(next);
        if (next.status === 'done') void queryClient.invalidateQueries({ queryKey: [kind] });
      }
      return next;
    },
    enabled: running,
    refetchInterval: running ? 500 : false,
  });
  const current = running && progress.data ? progress.data : job;
  const reset = () => {
    setJob(null);
    preview.reset();
    commit.reset();
  };
  return { job: current, preview, commit, reset };
}
