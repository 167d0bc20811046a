import { Input, SimpleGrid } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { FormField } from '../../components/form/form-field';
import { authScreens as t } from '../../i18n/auth-screens';
import { PasswordInput } from './password-input';

/** What the fields need of a `useZodForm` form: bound input props and the field messages. */
export interface BoundForm<K extends string> {
  text: (name: K) => { name: string; value: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void };
  errors: Partial<Record<K, string>>;
}

export function EmailField({
  form,
  autoComplete,
  autoFocus,
}: {
  form: BoundForm<'email'>;
  autoComplete: string;
  autoFocus?: boolean;
}) {
  return (
    <FormField label={t.fields.email} error={form.errors.email} required>
      <Input
        type="email"
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        placeholder={t.fields.emailPlaceholder}
        {...form.text('email')}
      />
    </FormField>
  );
}

/** Password with its placeholder; a new one shows the rule as helper text. */
export function PasswordField({
  form,
  autoComplete,
}: {
  form: BoundForm<'password'>;
  autoComplete: 'current-password' | 'new-password';
}) {
  const helper = autoComplete === 'new-password' ? t.fields.passwordHint : undefined;
  return (
    <FormField label={t.fields.password} error={form.errors.password} helper={helper} required>
      <PasswordInput
        autoComplete={autoComplete}
        placeholder={t.fields.passwordPlaceholder}
        {...form.text('password')}
      />
    </FormField>
  );
}

/** Last and first name side by side (Vietnamese order), one column on a phone. */
export function PersonNameFields({
  form,
  autoFocus,
}: {
  form: BoundForm<'last_name' | 'first_name'>;
  autoFocus?: boolean;
}) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <FormField label={t.fields.lastName} error={form.errors.last_name} required>
        <Input
          autoFocus={autoFocus}
          autoComplete="family-name"
          placeholder={t.fields.lastNamePlaceholder}
          {...form.text('last_name')}
        />
      </FormField>
      <FormField label={t.fields.firstName} error={form.errors.first_name} required>
        <Input autoComplete="given-name" placeholder={t.fields.firstNamePlaceholder} {...form.text('first_name')} />
      </FormField>
    </SimpleGrid>
  );
}

export function TelField({ form }: { form: BoundForm<'tel'> }) {
  return (
    <FormField label={t.fields.tel} error={form.errors.tel} required>
      <Input
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={t.fields.telPlaceholder}
        {...form.text('tel')}
      />
    </FormField>
  );
}
