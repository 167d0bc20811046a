/** /settings/eprescriptions: the shop's account on the national e-prescription system (docs/e-prescriptions.md). */
import { eprescriptionSettingsApi } from '../../api/settings';
import { nullsToEmpty, SingletonFormPage } from '../../components/form/singleton-form-page';
import { eprescriptionSettingsInput } from '../../domain/eprescription';
import { eprescriptionsVi } from '../../i18n/eprescriptions';

const t = eprescriptionsVi.settings;

export function EprescriptionSettingsPage() {
  return (
    <SingletonFormPage
      api={eprescriptionSettingsApi}
      schema={eprescriptionSettingsInput}
      toValues={nullsToEmpty}
      sections={[
        {
          title: t.title,
          fields: [
            { name: 'enabled', label: t.enabled, kind: 'boolean' },
            { name: 'api_url', label: t.apiUrl, wide: true },
            { name: 'username', label: t.username },
            { name: 'password', label: t.password, kind: 'password', helper: t.passwordHelper },
          ],
        },
      ]}
    />
  );
}
