/**
 * A national e-prescription at the counter (docs/e-prescriptions.md): the cashier types or scans
 * its code; online, the server fetches it from the national system and it is shown read-only
 * (patient, doctor, facility, diagnosis, drugs with quantities and usage), each drug with the
 * shop's products it matched; the cashier picks and confirms each product, and the confirmed
 * drugs go into the cart with the prescription attached (source online). Offline, the lookup is
 * not possible: the cashier is told so and types the prescription by hand (source offline).
 */
import { Alert, Box, Button, Dialog, Field, Grid, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { DialogClose } from '../../components/dialog-close';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { lookupNationalPrescription } from '../../api/eprescriptions';
import { ApiError } from '../../api/errors';
import {
  beyondRemaining,
  isNationalPrescriptionCode,
  type ConfirmedDrug,
  type NationalPrescription,
} from '../../domain/eprescription';
import { eprescriptionsVi } from '../../i18n/eprescriptions';
import { formatDate, formatNumber } from '../../i18n/format';
import { posScreens } from '../../i18n/pos-screens';
import { uiKit } from '../../i18n/ui-kit';
import { getSyncState } from '../../till/sync-status';
import { useTillSession } from '../../till/session-context';
import { dialogAtom, nationalCodeAtom } from './atoms';
import { addNationalPrescription } from './cart-actions';
import { DrugRow, initialChoice, quantityProblem, type DrugChoice } from './national-drug-row';

const t = eprescriptionsVi.counter;

export function NationalPrescriptionDialog() {
  const [dialog, setDialog] = useAtom(dialogAtom);
  const open = dialog === 'nationalPrescription';
  return (
    <Dialog.Root
      closeOnInteractOutside={false}
      open={open}
      onOpenChange={(details) => !details.open && setDialog(null)}
      size="xl"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="national-prescription-dialog">
            {open && <NationalPrescriptionLookup onDone={() => setDialog(null)} />}
            <DialogClose />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type Problem = { kind: 'offline' } | { kind: 'error'; text: string };

function NationalPrescriptionLookup({ onDone }: { onDone: () => void }) {
  const session = useTillSession();
  const asked = useAtomValue(nationalCodeAtom);
  const setDialog = useSetAtom(dialogAtom);
  const [code, setCode] = useState(asked);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [found, setFound] = useState<NationalPrescription | null>(null);
  const [choices, setChoices] = useState<DrugChoice[]>([]);
  const [addProblem, setAddProblem] = useState<string | null>(null);
  const started = useRef(false);
  // One add per click burst: a double click would add every confirmed drug twice (the cart merges
  // them into one line of twice the quantity, more than the prescription allows).
  const adding = useRef(false);

  const lookup = async (value: string) => {
    setFound(null);
    setAddProblem(null);
    if (!isNationalPrescriptionCode(value)) {
      setProblem({ kind: 'error', text: eprescriptionsVi.errors.codeInvalid });
      return;
    }
    if (!getSyncState().online) {
      setProblem({ kind: 'offline' });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const national = await lookupNationalPrescription(value);
      setFound(national);
      setChoices(national.drugs.map(initialChoice));
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      // No answer at all: the till is offline whatever the browser believes.
      if (!apiError || apiError.status === 0) setProblem({ kind: 'offline' });
      else setProblem({ kind: 'error', text: apiError.message });
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (started.current || !asked) return;
    started.current = true;
    void lookup(asked);
  }, [asked]);

  const add = async () => {
    if (!found) return;
    // A confirmed drug whose quantity is not a number, empty or 0 is not dropped silently: its field says why.
    const problems = choices.map((choice) => (choice.confirmed ? quantityProblem(choice) : null));
    if (problems.some(Boolean)) {
      setChoices((current) =>
        current.map((choice, i) => ({ ...choice, quantityError: problems[i] ?? choice.quantityError })),
      );
      setAddProblem(uiKit.form.fixErrors);
      return;
    }
    const confirmed: ConfirmedDrug[] = found.drugs.flatMap((drug, index) => {
      const choice = choices[index]!;
      const candidate = drug.candidates.find((c) => c.product_id === choice.productId);
      return choice.confirmed && candidate && choice.quantity ? [{ drug, candidate, quantity: choice.quantity }] : [];
    });
    if (confirmed.length === 0) {
      setAddProblem(t.noneConfirmed);
      return;
    }
    const beyond = confirmed.find(beyondRemaining);
    if (beyond) {
      setAddProblem(t.beyondRemaining(beyond.drug.name, formatNumber(beyond.drug.remaining), beyond.drug.unit));
      return;
    }
    if (adding.current) return;
    adding.current = true;
    try {
      await addNationalPrescription(session, found, confirmed);
      onDone();
    } finally {
      adding.current = false;
    }
  };

  const choose = (index: number, patch: Partial<DrugChoice>) =>
    setChoices((current) => current.map((choice, i) => (i === index ? { ...choice, ...patch } : choice)));

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{t.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <HStack align="end">
            <Field.Root flex="1">
              <Field.Label>{t.codeLabel}</Field.Label>
              <Input
                name="national-prescription-code"
                autoFocus={!asked}
                autoComplete="off"
                placeholder={t.codePlaceholder}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') void lookup(code);
                }}
              />
            </Field.Root>
            <Button colorPalette="teal" loading={busy} loadingText={t.looking} onClick={() => void lookup(code)}>
              {t.lookup}
            </Button>
          </HStack>
          {problem?.kind === 'offline' && (
            <Alert.Root status="warning" data-testid="national-prescription-offline">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{t.offline}</Alert.Description>
              </Alert.Content>
              <Button size="sm" variant="outline" onClick={() => setDialog('prescription')}>
                {t.typeByHand}
              </Button>
            </Alert.Root>
          )}
          {problem?.kind === 'error' && (
            <Alert.Root status="error" data-testid="national-prescription-error">
              <Alert.Indicator />
              <Alert.Description>{problem.text}</Alert.Description>
            </Alert.Root>
          )}
          {found && (
            <Stack gap="3" data-testid="national-prescription">
              <Text color="fg.muted" fontSize="sm">
                {t.readOnly}
              </Text>
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2" fontSize="sm">
                <Info label={t.patient}>
                  {found.patient_name}
                  {found.patient_gender ? ` · ${posScreens.prescription.genders[found.patient_gender]}` : ''}
                  {found.patient_birth_date ? ` · ${t.birthDate} ${formatDate(found.patient_birth_date)}` : ''}
                </Info>
                <Info label={t.date}>{formatDate(found.date)}</Info>
                <Info label={t.doctor}>{found.doctor_name}</Info>
                <Info label={t.facility}>{found.facility}</Info>
                <Info label={t.diagnosis}>{found.diagnosis}</Info>
                {found.advice && <Info label={t.advice}>{found.advice}</Info>}
              </Grid>
              {found.status === 'partial' && (
                <Alert.Root status="info" size="sm">
                  <Alert.Indicator />
                  <Alert.Description>{t.partial}</Alert.Description>
                </Alert.Root>
              )}
              {found.drugs.map((drug, index) => (
                <DrugRow key={drug.index} drug={drug} choice={choices[index]!} onChange={(p) => choose(index, p)} />
              ))}
              {addProblem && (
                <Text color="fg.error" role="alert">
                  {addProblem}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {found && (
          <Button colorPalette="teal" onClick={() => void add()} data-testid="national-prescription-add">
            {t.add}
          </Button>
        )}
      </Dialog.Footer>
    </>
  );
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text>{children}</Text>
    </Box>
  );
}
