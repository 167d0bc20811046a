/** The choices the product screens offer: categories, tags, units, taxes and vendors. */
import { useQuery } from '@tanstack/react-query';
import { vendorsApi } from '../../api/catalog';
import { categoriesApi, tagsApi, taxesApi, uomsApi } from '../../api/master-data';

const STALE_MS = 60_000;

export function useProductOptions() {
  const categories = useQuery({
    queryKey: [categoriesApi.path, 'all'],
    queryFn: () => categoriesApi.all({ sort: 'name' }),
    staleTime: STALE_MS,
  });
  const tags = useQuery({
    queryKey: [tagsApi.path, 'all'],
    queryFn: () => tagsApi.all({ sort: 'name' }),
    staleTime: STALE_MS,
  });
  const uoms = useQuery({
    queryKey: [uomsApi.path, 'all'],
    queryFn: () => uomsApi.all({ sort: 'name' }),
    staleTime: STALE_MS,
  });
  const taxes = useQuery({
    queryKey: [taxesApi.path, 'all'],
    queryFn: () => taxesApi.all({ sort: 'rate' }),
    staleTime: STALE_MS,
  });
  const vendors = useQuery({
    queryKey: [vendorsApi.path, 'all'],
    queryFn: () => vendorsApi.all({ sort: 'name' }),
    staleTime: STALE_MS,
  });
  return {
    categories: categories.data ?? [],
    tags: tags.data ?? [],
    uoms: uoms.data ?? [],
    taxes: taxes.data ?? [],
    vendors: vendors.data ?? [],
    isLoading: categories.isPending || uoms.isPending,
  };
}

export type ProductOptions = ReturnType<typeof useProductOptions>;
