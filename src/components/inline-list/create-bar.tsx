import { Button, chakra, Field, HStack, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { uiKit } from '../../i18n/ui-kit';
import type { FieldErrors } from '../form/use-form';
import { type InlineField, InlineFieldInput } from './inline-field-input';

/** The inline "add" row above an inline list. */
export function CreateBar(props: {
  fields: InlineField[];
  initial: Record<string, unknown>;
  errors: FieldErrors;
  saving: boolean;
  onSubmit: (values: Record<string, unknown>) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(props.initial);
  return (
    <chakra.form
      // The app's own message under the field, not the browser's bubble.
      noValidate
      bg="bg"
      borderWidth="1px"
      borderColor="brand.emphasized"
      borderRadius="l2"
      p="3"
      mb="3"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(values);
      }}
    >
      <SimpleGrid columns={{ base: 1, md: Math.min(props.fields.length, 4) }} gap="3">
        {props.fields.map((field) => (
          <Field.Root key={field.name} invalid={Boolean(props.errors[field.name])} required={field.required}>
            <Field.Label fontSize="sm">
              {field.label}
              {field.required ? <Field.RequiredIndicator /> : null}
            </Field.Label>
            <InlineFieldInput
              field={field}
              value={values[field.name]}
              invalid={Boolean(props.errors[field.name])}
              onChange={(value) => setValues({ ...values, [field.name]: value })}
            />
            <Field.ErrorText>{props.errors[field.name]}</Field.ErrorText>
          </Field.Root>
        ))}
      </SimpleGrid>
      <HStack justify="end" mt="3">
        <Button size="sm" variant="outline" onClick={props.onCancel}>
          {uiKit.form.cancel}
        </Button>
        <Button size="sm" colorPalette="brand" type="submit" loading={props.saving}>
          {uiKit.form.save}
        </Button>
      </HStack>
    </chakra.form>
  );
}
