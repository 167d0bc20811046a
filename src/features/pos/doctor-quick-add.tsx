/**
 * A doctor the till does not know yet, added from the prescription dialog: saved on the till at
 * once and queued as `doctor.create`, so the prescription names a real doctor record even offline.
 */
import { Button, Field, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { createDoctorAtCounter } from '../../db/doctors';
import { doctorCreateArgs } from '../../domain/mutation-args';
import { posScreens } from '../../i18n/pos-screens';
import { useTillSession } from '../../till/session-context';
import { tillAction } from './till-action';

const t = posScreens.prescription;

export interface AddedDoctor {
  id: string;
  name: string;
  workplace: string;
}

interface Props {
  name: string;
  workplace: string;
  onAdded: (doctor: AddedDoctor) => void;
  onCancel: () => void;
}

export function DoctorQuickAdd({ name: initialName, workplace: initialWorkplace, onAdded, onCancel }: Props) {
  const [name, setName] = useState(initialName);
  const [workplace, setWorkplace] = useState(initialWorkplace);
  const [certificate, setCertificate] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const session = useTillSession();
  // One doctor per Save: a double click would otherwise queue the same doctor twice.
  const saving = useRef(false);

  const save = async () => {
    if (saving.current) return;
    saving.current = true;
    try {
      await saveOnce();
    } finally {
      saving.current = false;
    }
  };

  const saveOnce = async () => {
    const input = {
      name,
      workplace: workplace.trim() || null,
      certificate_number: certificate.trim() || null,
      phone: phone.trim() || null,
    };
    if (!doctorCreateArgs.omit({ id: true }).safeParse(input).success) {
      setError(t.doctorInvalid);
      return;
    }
    const row = await createDoctorAtCounter(session.db, input);
    onAdded({ id: row.id, name: String(row.name), workplace: String(row.workplace ?? '') });
  };

  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3" bg="bg.subtle" data-testid="doctor-quick-add">
      <Text fontWeight="semibold" fontSize="sm">
        {t.doctorNewTitle}
      </Text>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2">
        <Field.Root required invalid={error !== null && !name.trim()}>
          <Field.Label>{t.doctor}</Field.Label>
          <Input size="sm" name="doctor-name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t.doctorWorkplace}</Field.Label>
          <Input
            size="sm"
            name="doctor-workplace"
            value={workplace}
            onChange={(event) => setWorkplace(event.currentTarget.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t.doctorCertificate}</Field.Label>
          <Input
            size="sm"
            name="doctor-certificate"
            value={certificate}
            onChange={(event) => setCertificate(event.currentTarget.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t.doctorPhone}</Field.Label>
          <Input
            size="sm"
            name="doctor-phone"
            type="tel"
            value={phone}
            onChange={(event) => setPhone(event.currentTarget.value)}
          />
        </Field.Root>
      </Grid>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      <HStack justify="end">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t.doctorCancel}
        </Button>
        <Button size="sm" colorPalette="teal" onClick={() => void tillAction('prescription', save)}>
          {t.doctorSave}
        </Button>
      </HStack>
    </Stack>
  );
}
