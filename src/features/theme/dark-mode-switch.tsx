import { Switch } from '../../components/ui/switch';
import { useTheme } from '../../state/use-theme';

export function DarkModeSwitch() {
  const [theme, setTheme] = useTheme();
  const dark = theme.mode === 'dark';
  return (
    <Switch
      aria-label="Dark mode"
      checked={dark}
      onCheckedChange={(checked) => setTheme({ ...theme, mode: checked ? 'dark' : 'light' })}
    >
      <svg viewBox="0 0 24 24" className="size-3.5" aria-hidden="true">
        {dark ? (
          <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="currentColor" />
        ) : (
          <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4" fill="currentColor" stroke="none" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </g>
        )}
      </svg>
    </Switch>
  );
}
