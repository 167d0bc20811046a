/** Uploads, shows and removes the product image (stored by the server, served with caching). */
import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageOff, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { deleteProductImage, fetchImageObjectUrl, uploadProductImage } from '../../api/catalog';
import { FormSection } from '../../components/form/form-section';
import { toaster } from '../../components/toaster';
import type { Product } from '../../domain/catalog/products';
import { catalogText } from '../../i18n/catalog-screens';

const t = catalogText.products.image;
const MAX_BYTES = 2 * 1024 * 1024;

/** The image as an object URL fetched with the session's token; null while loading or absent. */
function useImageSrc(imageUrl: string | null): string | null {
  const [src, setSrc] = useState<{ url: string; objectUrl: string } | null>(null);
  useEffect(() => {
    if (!imageUrl) return;
    let objectUrl: string | undefined;
    let cancelled = false;
    fetchImageObjectUrl(imageUrl)
      .then((url) => {
        objectUrl = url;
        if (cancelled) URL.revokeObjectURL(url);
        else setSrc({ url: imageUrl, objectUrl: url });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [imageUrl]);
  return imageUrl && src?.url === imageUrl ? src.objectUrl : null;
}

export function ProductImage({ product }: { product: Product }) {
  const [imageUrl, setImageUrl] = useState(product.image_url);
  const src = useImageSrc(imageUrl);
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['products'] });
  const upload = useMutation({
    mutationFn: (file: File) => uploadProductImage(product.id, file),
    onSuccess: (data) => (setImageUrl(data.image_url), toaster.success({ title: t.uploaded }), void refresh()),
    onError: (error) => toaster.error({ title: error.message }),
  });
  const remove = useMutation({
    mutationFn: () => deleteProductImage(product.id),
    onSuccess: () => (setImageUrl(null), void refresh()),
    onError: (error) => toaster.error({ title: error.message }),
  });

  return (
    <FormSection title={catalogText.products.sections.image} columns={0}>
      <HStack gap="4" align="start">
        <Box
          boxSize="24"
          borderWidth="1px"
          borderRadius="l2"
          bg="bg.muted"
          display="flex"
          alignItems="center"
          justifyContent="center"
          overflow="hidden"
          flexShrink={0}
        >
          {src ? (
            <Image src={src} alt={product.name} objectFit="contain" boxSize="full" />
          ) : (
            <ImageOff color="var(--chakra-colors-fg-subtle)" />
          )}
        </Box>
        <Stack gap="2">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            aria-label={catalogText.products.fields.image}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (!file) return;
              if (file.size > MAX_BYTES) return void toaster.error({ title: t.tooLarge });
              upload.mutate(file);
            }}
          />
          <HStack>
            <Button size="xs" variant="outline" loading={upload.isPending} onClick={() => input.current?.click()}>
              <Upload /> {t.choose}
            </Button>
            {imageUrl ? (
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                loading={remove.isPending}
                onClick={() => remove.mutate()}
              >
                {t.remove}
              </Button>
            ) : null}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {t.hint}
          </Text>
        </Stack>
      </HStack>
    </FormSection>
  );
}
