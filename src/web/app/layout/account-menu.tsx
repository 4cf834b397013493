import { ChevronDown, LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionAccount } from '#shared/auth/schema.ts';
import type { Role } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { DASHBOARD_PATH } from '#web/lib/paths.ts';
import { useSignOut } from '#web/lib/use-sign-out.ts';

/** Where 'Einstellungen' leads: the dashboard tab that holds the account's settings. */
const SETTINGS_TAB: Record<Role, string> = { buyer: 'profile', seller: 'settings', admin: 'security' };

export function settingsPath(role: Role): string {
  return `${DASHBOARD_PATH[role]}?tab=${SETTINGS_TAB[role]}`;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts.at(-1)![0]] : [parts[0]?.[0] ?? '?'];
  return letters.join('').toLocaleUpperCase('de');
}

/** Signed in: who (name, company, role), 'Mein Dashboard', settings and 'Abmelden'. */
export function AccountMenu({ user }: { user: SessionAccount }) {
  const { t } = useTranslation();
  const { signOut, pending } = useSignOut(user.role);
  const role = t(`account.role.${user.role}`);

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="gap-2 px-1.5 sm:px-2"
          aria-label={t('account.menuLabel', { name: user.name })}
        >
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
          >
            {initials(user.name)}
          </span>
          <span className="hidden max-w-40 flex-col items-start text-left leading-tight lg:flex">
            <span className="max-w-full truncate text-sm font-semibold">{user.name}</span>
            <span className="max-w-full truncate text-xs font-normal text-muted-foreground">
              {user.company ?? role}
            </span>
          </span>
          <ChevronDown aria-hidden="true" className="hidden text-muted-foreground sm:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="text-sm font-normal text-foreground">
          <span className="block truncate font-semibold">{user.name}</span>
          {user.company ? <span className="block truncate text-muted-foreground">{user.company}</span> : null}
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          <span className="mt-1.5 inline-flex rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
            {role}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={DASHBOARD_PATH[user.role]}>
            <LayoutDashboard aria-hidden="true" />
            {t('account.dashboard')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={settingsPath(user.role)}>
            <Settings aria-hidden="true" />
            {t('account.settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={pending} onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {pending ? t('auth.logout.pending') : t('auth.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
