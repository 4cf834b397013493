import { Copy, Download, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { useSession } from '#web/lib/session.ts';

/** The backup codes as a file's text: title, hint, one code a line (issue 34). */
export function backupCodesText(codes: readonly string[], title: string, hint: string): string {
  return `${title}\r\n\r\n${hint}\r\n\r\n${codes.join('\r\n')}\r\n`;
}

/** Issue 34: backup codes to copy, download as .txt or print, shown once at the second factor's setup. */
export function BackupCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  const email = useSession().data?.user?.email ?? '';
  const title = t('accountSecurity.codesFileTitle', { email });
  const hint = t('accountSecurity.codesFileHint');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('accountSecurity.copied'));
    } catch {
      toast.error(t('accountSecurity.copyFailed'));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([backupCodesText(codes, title, hint)], { type: 'text/plain;charset=utf-8' }),
    );
    const a = document.createElement('a');
    a.href = url;
    a.download = 'hydroparts-backup-codes.txt';
    document.body.append(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(url);
  };
  const print = () => {
    // A page of its own with only the codes: nothing else of the account goes to the printer.
    const w = window.open('', '_blank', 'noopener=no,width=600,height=700');
    if (!w) return;
    const doc = w.document;
    doc.title = title;
    const h = doc.createElement('h1');
    h.textContent = title;
    const p = doc.createElement('p');
    p.textContent = hint;
    const pre = doc.createElement('pre');
    pre.style.fontSize = '16px';
    pre.textContent = codes.join('\n');
    doc.body.append(h, p, pre);
    w.focus();
    w.print();
  };
  return (
    <div className="grid gap-2" data-testid="backup-codes">
      <p className="text-sm">{t('security.backupHint')}</p>
      <ul className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('accountSecurity.copyCodes')}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          {t('accountSecurity.downloadCodes')}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={print}>
          <Printer aria-hidden="true" />
          {t('accountSecurity.printCodes')}
        </Button>
      </div>
    </div>
  );
}
