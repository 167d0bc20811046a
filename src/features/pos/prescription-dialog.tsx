/**
 * The prescription typed at the counter (source offline, so editable — SPEC.md canEdit): doctor
 * (searched in the till database or typed), facility, diagnosis, patient and each rx item's
 * dosage. Checked with the same schema the server applies; needed before an rx product sells.
 * Opened with its button or Alt+R; Enter in any field saves.
 */
import { Box, Button, Dialog, Field, Grid, HStack, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { DialogClose } from '../../components/dialog-close';
import { IntegerInput } from '../../components/form/integer-input';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { searchDoctors, type PartyRow } from '../../db/pos-catalog';
import { canEditPrescription, prescriptionItemsFromCart, type Prescription } from '../../domain/prescription';
import { prescriptionSchema } from '../../domain/pos-schemas';
import { posScreens } from '../../i18n/pos-screens';
import { uiKit } from '../../i18n/ui-kit';
import { useTillSession } from '../../till/session-context';
import { dialogAtom, ticketAtom } from './atoms';
import { DoctorQuickAdd, type AddedDoctor } from './doctor-quick-add';
import { updateTicket } from './ticket-updates';
import { todayInShop } from '../../domain/shop-clock';
import { tillAction } from './till-action';
import { useDiscardGuard } from '../../components/use-discard-guard';

const t = posScreens.prescription;

function draft(existing: Prescription | null, customer: { id: string; name: string } | null): Prescription {
  return (
    existing ?? {
      id: uuidv7(),
      code: null,
      source: 'offline',
      date: todayInShop(),
      doctor_id: null,
      doctor_name: '',
      facility: '',
      diagnosis: '',
      patient_id: customer?.id ?? null,
      patient_name: customer?.name ?? '',
      patient_age: null,
      patient_gender: null,
      patient_address: '',
      instructions: '',
      items: [],
    }
  );
}

export function PrescriptionDialog() {
  const [dialog, setDialog] = useAtom(dialogAtom);
  const open = dialog === 'prescription';
  const guard = useDiscardGuard(open, () => setDialog(null));
  return (
    <Dialog.Root
      closeOnInteractOutside={false}
      open={open}
      onOpenChange={guard.onOpenChange}
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="prescription-dialog" {...guard.watch}>
            {open && <PrescriptionForm onDone={() => setDialog(null)} />}
            <DialogClose />
            {guard.prompt}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PrescriptionForm({ onDone }: { onDone: () => void }) {
  const session = useTillSession();
  const ticket = useAtomValue(ticketAtom);
  const [value, setValue] = useState(() => {
    const base = draft(ticket.prescription, ticket.customer);
    // A national prescription keeps its items as fetched (with their national drug codes).
    return canEditPrescription(base) ? { ...base, items: prescriptionItemsFromCart(ticket.items, base.items) } : base;
  });
  const [doctors, setDoctors] = useState<PartyRow[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  // The suggestions show while the doctor field (or a suggestion) has the focus: left open, they
  // would cover the facility and diagnosis fields below for the rest of the typing.
  const [doctorFocus, setDoctorFocus] = useState(false);
  const doctorBox = useRef<HTMLDivElement>(null);
  const editable = canEditPrescription(value);
  const set = (patch: Partial<Prescription>) => setValue((current) => ({ ...current, ...patch }));

  useEffect(() => {
    if (editable && !value.doctor_id) void searchDoctors(session.db, value.doctor_name, 5).then(setDoctors);
  }, [session, editable, value.doctor_id, value.doctor_name]);

  const doctorAdded = (doctor: AddedDoctor) => {
    set({ doctor_id: doctor.id, doctor_name: doctor.name, facility: value.facility || doctor.workplace });
    setAdding(false);
    setAdded(t.doctorSaved(doctor.name));
  };
  const typedDoctor = value.doctor_name.trim();
  const knownName = doctors.some(
    (doctor) => doctor.name.toLocaleLowerCase('vi') === typedDoctor.toLocaleLowerCase('vi'),
  );
  const suggest = editable && doctorFocus && typedDoctor.length > 1 && !value.doctor_id && !adding;

  const save = async () => {
    const parsed = prescriptionSchema.safeParse(value);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    const prescription = parsed.data as Prescription;
    // The order names the prescribing doctor too, so the server links the sale to the doctor record.
    const doctor = prescription.doctor_id ? { id: prescription.doctor_id, name: prescription.doctor_name } : null;
    await updateTicket(session, (current) => ({ ...current, prescription, doctor }));
    onDone();
  };

  const text = (
    key: 'doctor_name' | 'facility' | 'diagnosis' | 'patient_name' | 'patient_address' | 'instructions',
    label: string,
    required = false,
  ) => (
    <Field.Root required={required} invalid={Boolean(errors[key])} readOnly={!editable}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={`rx-${key}`}
        value={value[key]}
        onChange={(event) =>
          set({ [key]: event.currentTarget.value, ...(key === 'doctor_name' ? { doctor_id: null } : {}) })
        }
      />
      <Field.ErrorText>{errors[key]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{t.title}</Dialog.Title>
      </Dialog.Header>
      {/* Enter in a field saves, as in a form: the whole prescription is typed without the mouse. */}
      <Dialog.Body
        onKeyDown={(event) => {
          // The prescription's own fields only (rx-…): the quick-add doctor form inside keeps its Enter.
          const field = event.target instanceof HTMLInputElement ? event.target.name : '';
          if (event.key !== 'Enter' || !field.startsWith('rx-') || !editable) return;
          event.preventDefault();
          void tillAction('prescription', save);
        }}
      >
        <Stack gap="3">
          {!editable && <Text color="fg.muted">{t.readOnly}</Text>}
          <Box
            position="relative"
            ref={doctorBox}
            onFocusCapture={() => setDoctorFocus(true)}
            onBlurCapture={() =>
              // After the blur, the focus has landed: still inside (a suggestion) keeps them open.
              setTimeout(() => setDoctorFocus(Boolean(doctorBox.current?.contains(document.activeElement))), 0)
            }
          >
            {text('doctor_name', t.doctor, true)}
            {suggest && (
              <Stack
                position="absolute"
                zIndex="dropdown"
                top="100%"
                left="0"
                right="0"
                bg="bg"
                borderWidth="1px"
                rounded="md"
                shadow="md"
                gap="0"
                data-testid="doctor-suggestions"
              >
                {doctors.map((doctor) => (
                  <Box
                    key={doctor.id}
                    as="button"
                    textAlign="start"
                    px="2"
                    py="1.5"
                    fontSize="sm"
                    _hover={{ bg: 'bg.muted' }}
                    // Keeps the focus in the field: a browser that does not focus a clicked button
                    // (Safari) would otherwise close the suggestions before the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() =>
                      set({
                        doctor_id: doctor.id,
                        doctor_name: doctor.name,
                        facility: value.facility || (doctor.detail ?? ''),
                      })
                    }
                  >
                    {doctor.name}
                    {doctor.detail ? ` · ${doctor.detail}` : ''}
                  </Box>
                ))}
                {!knownName && (
                  <Box
                    as="button"
                    textAlign="start"
                    px="2"
                    py="1.5"
                    fontSize="sm"
                    color="teal.fg"
                    _hover={{ bg: 'bg.muted' }}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => setAdding(true)}
                  >
                    {t.doctorAdd(typedDoctor)}
                  </Box>
                )}
              </Stack>
            )}
          </Box>
          {adding && (
            <DoctorQuickAdd
              name={typedDoctor}
              workplace={value.facility}
              onAdded={doctorAdded}
              onCancel={() => setAdding(false)}
            />
          )}
          {added && (
            <Text fontSize="sm" color="fg.success" role="status">
              {added}
            </Text>
          )}
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
            {text('facility', t.facility, true)}
            {text('diagnosis', t.diagnosis, true)}
            {text('patient_name', t.patient, true)}
            <HStack align="end">
              <Field.Root readOnly={!editable} invalid={Boolean(errors.patient_age)}>
                <Field.Label>{t.age}</Field.Label>
                <IntegerInput
                  size="md"
                  name="rx-patient_age"
                  value={value.patient_age}
                  onChange={(patient_age, notDigits) => {
                    set({ patient_age });
                    // Letters are not taken (an age is never read from them): say so under the field.
                    setErrors(({ patient_age: _, ...rest }) =>
                      notDigits ? { ...rest, patient_age: uiKit.form.invalidNumber } : rest,
                    );
                  }}
                />
                <Field.ErrorText>{errors.patient_age}</Field.ErrorText>
              </Field.Root>
              <Field.Root>
                <Field.Label>{t.gender}</Field.Label>
                <NativeSelect.Root disabled={!editable}>
                  <NativeSelect.Field
                    value={value.patient_gender ?? ''}
                    onChange={(event) =>
                      set({ patient_gender: (event.currentTarget.value || null) as Prescription['patient_gender'] })
                    }
                  >
                    <option value="" />
                    {(['male', 'female', 'other'] as const).map((gender) => (
                      <option key={gender} value={gender}>
                        {t.genders[gender]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                </NativeSelect.Root>
              </Field.Root>
            </HStack>
            {text('patient_address', t.address)}
            {text('instructions', t.instructions)}
          </Grid>
          <Text fontWeight="semibold">{t.items}</Text>
          {value.items.map((item, index) => (
            <HStack key={item.product_id} gap="2">
              <Text flex="1" fontSize="sm">{`${item.product_name} · ${item.quantity} ${item.unit_name}`}</Text>
              <Input
                flex="1"
                size="sm"
                name={`rx-dosage-${index}`}
                placeholder={t.dosagePlaceholder}
                aria-label={t.dosage}
                readOnly={!editable}
                value={item.dosage}
                onChange={(event) => {
                  const dosage = event.currentTarget.value;
                  set({ items: value.items.map((other, i) => (i === index ? { ...other, dosage } : other)) });
                }}
              />
            </HStack>
          ))}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {ticket.prescription && (
          <Button
            variant="ghost"
            colorPalette="red"
            mr="auto"
            onClick={() =>
              void tillAction('prescription', () =>
                updateTicket(session, (current) => ({ ...current, prescription: null, doctor: null })),
              ).then(onDone)
            }
          >
            {t.remove}
          </Button>
        )}
        <Button colorPalette="teal" onClick={() => void tillAction('prescription', save)}>
          {t.save}
        </Button>
      </Dialog.Footer>
    </>
  );
}
