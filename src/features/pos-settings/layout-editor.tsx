/** The POS screen layout: categories whose items are products or folders of products, in order. */
import { Box, Button, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Folder, Package, Plus } from 'lucide-react';
import { useState } from 'react';
import { v7 } from 'uuid';
import { FormSection } from '../../components/form/form-section';
import { ProductPicker } from '../../components/product-picker';
import type { Product } from '../../domain/catalog/products';
import { posSettingsText } from '../../i18n/pos-settings-screens';
import {
  itemKey,
  type LayoutCategory,
  type LayoutFolder,
  type LayoutItem,
  type LayoutProduct,
  move,
  removeAt,
  replaceAt,
} from './layout-ops';
import { OrderedRow } from './ordered-row';

const t = posSettingsText.layout;

const asItem = (product: Product): LayoutProduct => ({
  type: 'product',
  product_id: product.id,
  product_name: product.name,
});

function FolderItems({ folder, onChange }: { folder: LayoutFolder; onChange: (folder: LayoutFolder) => void }) {
  const setItems = (items: LayoutProduct[]) => onChange({ ...folder, items });
  return (
    <Stack gap="1" pl="6" pt="1">
      {folder.items.map((item, index) => (
        <OrderedRow
          key={item.product_id}
          group={`folder-${folder.id}`}
          index={index}
          count={folder.items.length}
          label={item.product_name ?? ''}
          onMove={(a, b) => setItems(move(folder.items, a, b))}
          onRemove={() => setItems(removeAt(folder.items, index))}
        >
          <Package size={14} />
          <Text fontSize="sm" flex="1" truncate>
            {item.product_name}
          </Text>
        </OrderedRow>
      ))}
      <ProductPicker
        placeholder={t.addToFolder}
        onPick={(p) => !folder.items.some((i) => i.product_id === p.id) && setItems([...folder.items, asItem(p)])}
      />
    </Stack>
  );
}

function CategoryItems({
  category,
  onChange,
}: {
  category: LayoutCategory;
  onChange: (category: LayoutCategory) => void;
}) {
  const setItems = (items: LayoutItem[]) => onChange({ ...category, items });
  return (
    <Stack gap="2">
      <Input
        size="sm"
        aria-label={t.categoryName}
        value={category.name}
        onChange={(e) => onChange({ ...category, name: e.currentTarget.value })}
      />
      {category.items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t.empty}
        </Text>
      ) : null}
      {category.items.map((item, index) => (
        <Box key={itemKey(item)}>
          <OrderedRow
            group={`items-${category.id}`}
            index={index}
            count={category.items.length}
            label={item.type === 'folder' ? item.name : (item.product_name ?? '')}
            onMove={(a, b) => setItems(move(category.items, a, b))}
            onRemove={() => setItems(removeAt(category.items, index))}
          >
            {item.type === 'folder' ? <Folder size={14} /> : <Package size={14} />}
            {item.type === 'folder' ? (
              <Input
                size="xs"
                variant="flushed"
                aria-label={t.folderName}
                value={item.name}
                onChange={(e) => setItems(replaceAt(category.items, index, { ...item, name: e.currentTarget.value }))}
              />
            ) : (
              <Text fontSize="sm" flex="1" truncate>
                {item.product_name}
              </Text>
            )}
          </OrderedRow>
          {item.type === 'folder' ? (
            <FolderItems folder={item} onChange={(folder) => setItems(replaceAt(category.items, index, folder))} />
          ) : null}
        </Box>
      ))}
      <HStack align="start" gap="2" wrap="wrap">
        <Box flex="1" minW="56">
          <ProductPicker
            placeholder={t.addProduct}
            onPick={(p) =>
              !category.items.some((i) => i.type === 'product' && i.product_id === p.id) &&
              setItems([...category.items, asItem(p)])
            }
          />
        </Box>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setItems([...category.items, { type: 'folder', id: v7(), name: t.newFolder, items: [] }])}
        >
          <Folder /> {t.addFolder}
        </Button>
      </HStack>
    </Stack>
  );
}

export function LayoutEditor({
  categories,
  onChange,
  error,
}: {
  categories: LayoutCategory[];
  onChange: (categories: LayoutCategory[]) => void;
  error?: string;
}) {
  const [selectedId, setSelectedId] = useState<string | undefined>(categories[0]?.id);
  const selectedIndex = Math.max(
    0,
    categories.findIndex((c) => c.id === selectedId),
  );
  const selected = categories[selectedIndex];
  return (
    <FormSection title={t.title} columns={0}>
      <Text fontSize="xs" color={error ? 'fg.error' : 'fg.muted'} mb="3">
        {error ?? t.hint}
      </Text>
      <Grid templateColumns={{ base: '1fr', md: '260px minmax(0,1fr)' }} gap="4" alignItems="start">
        <Stack gap="1">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
            {t.categories}
          </Text>
          {categories.map((category, index) => (
            <OrderedRow
              key={category.id}
              group="categories"
              index={index}
              count={categories.length}
              label={category.name}
              selected={index === selectedIndex}
              onSelect={() => setSelectedId(category.id)}
              onMove={(a, b) => onChange(move(categories, a, b))}
              onRemove={() => onChange(removeAt(categories, index))}
            >
              <Text fontSize="sm" flex="1" truncate>
                {category.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {category.items.length}
              </Text>
            </OrderedRow>
          ))}
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              const id = v7();
              onChange([
                ...categories,
                { id, name: `${t.newCategory} ${categories.length + 1}`, color: null, items: [] },
              ]);
              setSelectedId(id);
            }}
          >
            <Plus /> {t.addCategory}
          </Button>
        </Stack>
        {selected ? (
          <CategoryItems
            category={selected}
            onChange={(category) => onChange(replaceAt(categories, selectedIndex, category))}
          />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t.noCategories}
          </Text>
        )}
      </Grid>
    </FormSection>
  );
}
