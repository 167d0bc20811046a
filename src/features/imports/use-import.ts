/**
 * The import flow's state: preview a file, then commit it. The commit request runs until every
 * row is written (or none is); meanwhile the job is polled so the progress bar moves.
 */
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
      void queryClient.invalidateQueries({ queryKey: [kind] });
    },
    onError: () => {
      if (job) void getImportJob(job.id).then(setJob, () => undefined);
    },
  });
  const progress = useQuery({
    queryKey: ['imports', 'jobs', job?.id],
    queryFn: () => getImportJob(job?.id as string),
    enabled: commit.isPending && job !== null,
    refetchInterval: commit.isPending ? 400 : false,
    retry: false,
  });
  const current: ImportJob | null =
    commit.isPending && job ? { ...job, ...(progress.data ?? {}), status: 'committing' } : job;
  const reset = () => {
    setJob(null);
    preview.reset();
    commit.reset();
  };
  return { job: current, preview, commit, reset };
}
