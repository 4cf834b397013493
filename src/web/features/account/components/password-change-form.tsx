import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { changePasswordInputSchema, type ChangePasswordInput } from '#shared/auth/schema.ts';
import { useChangePassword } from '#web/features/account/api/security.ts';
import { cn } from '#web/lib/cn.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

interface PasswordChangeFormProps {
  /** Labels from the calling feature's dictionary. */
  labels: { current: string; new: string; confirm: string; submit: string };
  /** The feature's toasts: buyer and seller word the outcome differently. */
  onSuccess: () => void;
  onFailure: (error: unknown) => void;
  className?: string;
}

/**
 * Spec 1 §5 password change for buyers and sellers; the server verifies the current password
 * (DESIGN.md §7). The form empties itself after a change.
 */
export function PasswordChangeForm({ labels, onSuccess, onFailure, className }: PasswordChangeFormProps) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: EMPTY,
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await change.mutateAsync(input);
      reset(EMPTY);
      onSuccess();
    } catch (error) {
      onFailure(error);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className={cn('grid gap-4 sm:max-w-md', className)}>
      <FormField
        label={labels.current}
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <FormField
        label={labels.new}
        type="password"
        autoComplete="new-password"
        required
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <FormField
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        required
        error={errors.newPasswordConfirm?.message}
        {...register('newPasswordConfirm')}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <KeyRound aria-hidden="true" />
          )}
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
