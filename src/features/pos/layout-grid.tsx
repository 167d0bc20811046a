/**
 * The till's POS layout (SPEC.md §3 posLayout): categories as tabs, their items as large tiles,
 * a folder opening its own items; a tile whose product is on a sale line shows the in-cart mark.
 */
import { Badge, Box, Button, Flex, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { sellableProducts, type LayoutCategory, type LayoutProductItem } from '../../db/pos-catalog';
import type { SellableProduct } from '../../domain/cart-types';
import { defaultUnit } from '../../domain/cart';
import { formatMoney } from '../../i18n/format';
import { posScreens } from '../../i18n/pos-screens';
import { useTillSession } from '../../till/session-context';
import { currentCategoryAtom, currentFolderAtom, inCartAtom, tillAtom } from './atoms';
import { addProductById } from './cart-actions';
import { tillAction } from './till-action';

const t = posScreens.layout;

function productIds(categories: LayoutCategory[]): string[] {
  return categories.flatMap((category) =>
    category.items.flatMap((item) =>
      item.type === 'product' ? [item.product_id] : item.items.map((inner) => inner.product_id),
    ),
  );
}

export function LayoutGrid() {
  const session = useTillSession();
  const till = useAtomValue(tillAtom);
  const inCart = useAtomValue(inCartAtom);
  const [categoryId, setCategoryId] = useAtom(currentCategoryAtom);
  const [folderId, setFolderId] = useAtom(currentFolderAtom);
  const [products, setProducts] = useState<Map<string, SellableProduct>>(new Map());
  const categories = till?.layout.categories ?? [];

  useEffect(() => {
    if (till) void sellableProducts(session.db, productIds(till.layout.categories)).then(setProducts);
  }, [session, till]);

  if (categories.length === 0) return <Text color="fg.muted">{t.empty}</Text>;
  const category = categories.find((candidate) => candidate.id === categoryId) ?? categories[0]!;
  const folder = category.items.find((item) => item.type === 'folder' && item.id === folderId);
  const items = folder && folder.type === 'folder' ? folder.items : category.items;

  const tile = (item: LayoutProductItem) => {
    const product = products.get(item.product_id);
    if (!product) return null;
    const marked = inCart.has(product.id);
    return (
      <Box
        key={item.product_id}
        as="button"
        data-testid="layout-product"
        data-in-cart={marked}
        textAlign="start"
        p="3"
        minH="20"
        rounded="md"
        borderWidth="2px"
        borderColor={marked ? 'teal.500' : 'border'}
        bg={marked ? 'teal.subtle' : 'bg'}
        _hover={{ borderColor: 'teal.400' }}
        onClick={() => void tillAction('add', () => addProductById(session, product.id))}
      >
        <Text fontWeight="medium" lineClamp={2} fontSize="sm">
          {product.name}
        </Text>
        <HStack justify="space-between" mt="1">
          <Text fontSize="sm" color="fg.muted">
            {formatMoney(defaultUnit(product).price)}
          </Text>
          {product.drug_class === 'rx' && (
            <Badge colorPalette="red" size="sm">
              {posScreens.cart.rx}
            </Badge>
          )}
          {marked && (
            <Badge colorPalette="teal" size="sm">
              {t.inCart}
            </Badge>
          )}
        </HStack>
      </Box>
    );
  };

  return (
    <Flex direction="column" gap="3" minH="0">
      <HStack gap="2" wrap="wrap" role="tablist">
        {categories.map((candidate) => (
          <Button
            key={candidate.id}
            role="tab"
            aria-selected={candidate.id === category.id}
            size="sm"
            variant={candidate.id === category.id ? 'solid' : 'outline'}
            colorPalette={candidate.id === category.id ? 'teal' : 'gray'}
            onClick={() => {
              setCategoryId(candidate.id);
              setFolderId(null);
            }}
          >
            {candidate.name}
          </Button>
        ))}
      </HStack>
      {folder && (
        <Button alignSelf="start" size="xs" variant="ghost" onClick={() => setFolderId(null)}>
          ← {t.back} · {folder.type === 'folder' ? folder.name : ''}
        </Button>
      )}
      <SimpleGrid columns={{ base: 2, md: 3, xl: 4 }} gap="2" overflowY="auto">
        {items.map((item) =>
          item.type === 'product' ? (
            tile(item)
          ) : (
            <Box
              key={item.id}
              as="button"
              data-testid="layout-folder"
              textAlign="start"
              p="3"
              minH="20"
              rounded="md"
              borderWidth="2px"
              borderStyle="dashed"
              bg="bg"
              onClick={() => setFolderId(item.id)}
            >
              <Text fontWeight="semibold">📁 {item.name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {item.items.length}
              </Text>
            </Box>
          ),
        )}
      </SimpleGrid>
    </Flex>
  );
}
