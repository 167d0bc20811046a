/**
 * The till's offline tools until the full sale screen (the POS issue) lands: product lookup by
 * words or barcode, and customers created at the counter. Both work with no connection.
 */
import { Card, Stack } from '@chakra-ui/react';
import { ProductLookup } from './product-lookup';
import { QuickCustomerForm } from './quick-customer-form';

export function TillPage() {
  return (
    <Stack gap="4" p={{ base: '3', md: '6' }}>
      <Card.Root>
        <Card.Body>
          <ProductLookup />
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <QuickCustomerForm />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
