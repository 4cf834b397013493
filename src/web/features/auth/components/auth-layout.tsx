import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

interface AuthLayoutProps {
  icon: LucideIcon;
  title: string;
  description?: string;
  children: ReactNode;
}

/** Centred card used by the login, password and registration screens. */
export function AuthLayout({ icon: Icon, title, description, children }: AuthLayoutProps) {
  return (
    <div className="flex flex-1 items-start justify-center bg-muted px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
