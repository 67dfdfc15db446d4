import { SettingsDialog, type SettingsDialogProps } from '../../features/settings/settings-dialog';
import { SyncIndicator } from '../../features/sync/sync-indicator';
import { SyncSection } from '../../features/sync/sync-section';

/** The Settings dialog with its Sync section, or (`indicator`) the header's `Sync now`. */
export default function SettingsPart(
  props: Omit<SettingsDialogProps, 'sync'> | { indicator: true },
) {
  if ('indicator' in props) return <SyncIndicator />;
  return <SettingsDialog {...props} sync={<SyncSection />} />;
}
