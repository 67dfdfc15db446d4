import { t } from '@lingui/core/macro';
import { MoonIcon, SunIcon } from '../../components/ui/icons';
import { Switch } from '../../components/ui/switch';
import { useTheme } from '../../state/use-theme';

export function DarkModeSwitch() {
  const [theme, setTheme] = useTheme();
  const dark = theme.mode === 'dark';
  return (
    <Switch
      aria-label={t`Dark mode`}
      checked={dark}
      onCheckedChange={(checked) => setTheme({ ...theme, mode: checked ? 'dark' : 'light' })}
      drawnByTheme
    >
      {/* Both, one shown by the theme on <html>: right from the prerendered shell's first paint. */}
      <MoonIcon className="hidden size-3.5 dark:block" />
      <SunIcon className="size-3.5 dark:hidden" />
    </Switch>
  );
}
