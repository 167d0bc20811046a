/** The till's dialogs, one module so that they load together on first use (pos-dialogs.tsx). */
import { HelpDialog } from './help-dialog';
import { NationalPrescriptionDialog } from './national-prescription-dialog';
import { ParkedDialog } from './parked-dialog';
import { PrescriptionDialog } from './prescription-dialog';
import { RegisterCloseDialog } from './register-close-dialog';
import { ReturnsDialog } from './returns-dialog';

export function PosDialogSet() {
  return (
    <>
      <PrescriptionDialog />
      <NationalPrescriptionDialog />
      <ParkedDialog />
      <HelpDialog />
      <RegisterCloseDialog />
      <ReturnsDialog />
    </>
  );
}
