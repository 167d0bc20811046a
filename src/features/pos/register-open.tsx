/**
 * Selling needs an open register session: the cashier counts the drawer and opens it with the
 * opening cash. Works offline: kept on the till and queued as `register.open`. A session the
 * server has open for the till (opened elsewhere) can be continued instead.
 */
import { Button, Card, chakra, Field, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { listTills, type TillSetting } from '../../db/pos-catalog';
import { openRegister } from '../../db/pos-sales';
import { writeTillChoice, type OpenRegister } from '../../db/pos-state';
import { registerCashProblem } from '../../domain/register-cash';
import { posMessages } from '../../i18n/pos';
import { posScreens } from '../../i18n/pos-screens';
import { useTillSession } from '../../till/session-context';
import { registerAtom, tillAtom } from './atoms';
import { MoneyInput } from '../../components/form/money-input';
import { cashier } from './order-actions';
import { RegisterElsewhere } from './register-elsewhere';
import { tillAction } from './till-action';

const t = posScreens.register;

export function RegisterOpen() {
  const session = useTillSession();
  const [till, setTill] = useAtom(tillAtom);
  const setRegister = useSetAtom(registerAtom);
  const [tills, setTills] = useState<TillSetting[]>([]);
  const [cash, setCash] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useAtomValue(registerAtom);

  useEffect(() => {
    void listTills(session.db).then(setTills);
  }, [session]);

  const open = async () => {
    // Said as the server's register.open schema says it: empty, negative and too large differ.
    const problem = registerCashProblem(cash, posMessages.validation.openingCashRequired);
    if (problem !== null || cash === null) {
      setError(problem);
      return;
    }
    if (!till) {
      setError(posScreens.noTill);
      return;
    }
    const me = cashier();
    const register: OpenRegister = {
      id: uuidv7(),
      pos_setting_id: till.id,
      opened_at: new Date().toISOString(),
      opening_cash: cash,
      opened_by: me.id,
      opened_by_name: me.name,
    };
    await openRegister(session.db, register);
    setRegister(register);
  };

  if (current) return null;
  return (
    <Card.Root maxW="md" mx="auto" mt="10" data-testid="register-open">
      <Card.Body>
        {/* noValidate: the empty cash is said under the field in Vietnamese, not by the browser's bubble. */}
        <chakra.form noValidate onSubmit={(event) => (event.preventDefault(), void tillAction('registerOpen', open))}>
          <Stack gap="4">
            <Heading size="md">{t.openTitle}</Heading>
            <Text color="fg.muted">{t.openHint}</Text>
            {tills.length > 1 && (
              <Field.Root>
                <Field.Label>{posScreens.bar.chooseTill}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={till?.id ?? ''}
                    onChange={(event) => {
                      const next = tills.find((candidate) => candidate.id === event.currentTarget.value);
                      if (next)
                        void tillAction('till', () => writeTillChoice(session.db, next.id).then(() => setTill(next)));
                    }}
                  >
                    {tills.map((candidate) => (
                      <option key={candidate.id} value={candidate.id}>
                        {candidate.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                </NativeSelect.Root>
              </Field.Root>
            )}
            {till && <RegisterElsewhere tillId={till.id} />}
            <Field.Root required invalid={Boolean(error)}>
              <Field.Label>{t.openingCash}</Field.Label>
              <MoneyInput
                name="opening-cash"
                size="lg"
                value={cash}
                onChange={(value) => (setCash(value), setError(null))}
                autoFocus
              />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="teal" size="lg">
              {t.open}
            </Button>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
