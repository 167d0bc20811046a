/** "Cài ứng dụng" for the header, shown only where the browser offers installation. */
import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { viSync } from '../../i18n/sync';
import { promptInstall, useInstallAvailable } from './install-prompt';

export function InstallAppButton() {
  const available = useInstallAvailable();
  if (!available) return null;
  return (
    <Button size="sm" variant="outline" onClick={() => void promptInstall()} data-testid="install-app">
      <Download />
      {viSync.install}
    </Button>
  );
}
