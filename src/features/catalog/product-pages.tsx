/** The create and edit pages around the product form. */
import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Barcode } from 'lucide-react';
import { useState } from 'react';
import { productsApi } from '../../api/catalog';
import { isMissingRecord } from '../../api/errors';
import { PageHeader } from '../../components/page-header';
import { catalogText } from '../../i18n/catalog-screens';
import { BarcodeLabelsDialog } from './barcode-labels';
import { ProductForm } from './product-form';

export function ProductCreatePage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader />
      <ProductForm onDone={() => void navigate({ to: '/products' })} />
    </>
  );
}

export function ProductEditPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const product = useQuery({ queryKey: ['products', id], queryFn: () => productsApi.get(id) });
  const [labels, setLabels] = useState(false);
  return (
    <>
      <PageHeader
        title={product.data ? `${catalogText.products.editTitle}: ${product.data.name}` : undefined}
        actions={
          product.data ? (
            <Button size="sm" variant="outline" onClick={() => setLabels(true)}>
              <Barcode /> {catalogText.products.labels.action}
            </Button>
          ) : undefined
        }
      />
      {labels && product.data ? <BarcodeLabelsDialog product={product.data} onClose={() => setLabels(false)} /> : null}
      {product.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            {isMissingRecord(product.error) ? catalogText.products.notFound : product.error.message}
          </Alert.Title>
        </Alert.Root>
      ) : product.data ? (
        <ProductForm key={product.data.id} product={product.data} onDone={() => void navigate({ to: '/products' })} />
      ) : (
        <Stack gap="4">
          <Skeleton height="40" />
          <Skeleton height="32" />
        </Stack>
      )}
    </>
  );
}
