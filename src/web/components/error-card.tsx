import { RefreshCw, RotateCcw, TriangleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from './ui/card.tsx';

interface ErrorCardProps {
  onRetry: () => void;
  /** Replaces the generic explanation, e.g. with the server's German message. */
  description?: string;
}

/** Spec 1 §2: error boundary titled 'Etwas ist schiefgelaufen' with retry and reload. */
export function ErrorCard({ onRetry, description }: ErrorCardProps) {
  const { t } = useTranslation();
  return (
    <Card role="alert" className="mx-auto w-full max-w-lg border-destructive/30">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-destructive-soft text-destructive">
            <TriangleExclamationPoint className="size-5" aria-hidden="true" />
          </span>
          <CardTitle as="h2">{t('errors.title')}</CardTitle>
        </div>
        <CardDescription>{description ?? t('errors.description')}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          {t('common.retry')}
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {t('common.reload')}
        </Button>
      </CardFooter>
    </Card>
  );
}
