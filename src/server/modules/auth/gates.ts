import type { ActiveStatus, ApprovalStatus, PaymentStatus, Role } from '../../../shared/constants.ts';
import { AppError } from '../../errors.ts';

/** Login gates of spec 1 §4, §6 and §8: the first that fails is reported; the caller signs out. */

export function buyerGate(role: Role, buyer: { isActive: boolean } | undefined): AppError | null {
  if (role !== 'buyer') {
    return new AppError('FORBIDDEN', 'Dieser Account ist nicht für Käufer berechtigt.', {
      reason: 'WRONG_ROLE',
    });
  }
  if (!buyer) {
    return new AppError('FORBIDDEN', 'Profil konnte nicht geladen werden', { reason: 'PROFILE_MISSING' });
  }
  if (!buyer.isActive) {
    return new AppError('FORBIDDEN', 'Ihr Konto wurde deaktiviert. Bitte wenden Sie sich an den Support.', {
      reason: 'BUYER_INACTIVE',
      title: 'Konto deaktiviert',
    });
  }
  return null;
}

export function sellerGate(
  role: Role,
  seller:
    { approvalStatus: ApprovalStatus; paymentStatus: PaymentStatus; activeStatus: ActiveStatus } | undefined,
): AppError | null {
  if (!seller) {
    return new AppError(
      'FORBIDDEN',
      'Kein Verkäuferprofil gefunden. Bitte registrieren Sie sich als Verkäufer oder wenden Sie sich an den Support.',
      { reason: 'SELLER_PROFILE_MISSING' },
    );
  }
  if (role !== 'seller') {
    return new AppError('FORBIDDEN', 'Dieser Account ist nicht für Verkäufer berechtigt.', {
      reason: 'WRONG_ROLE',
    });
  }
  if (seller.approvalStatus === 'pending') {
    return new AppError(
      'FORBIDDEN',
      'Ihr Verkäuferkonto wird noch geprüft. Sie erhalten eine E-Mail, sobald es freigeschaltet ist.',
      { reason: 'SELLER_PENDING', title: 'Konto ausstehend' },
    );
  }
  if (seller.approvalStatus === 'rejected') {
    return new AppError(
      'FORBIDDEN',
      'Ihr Verkäuferkonto wurde abgelehnt. Bitte wenden Sie sich an den Support.',
      { reason: 'SELLER_REJECTED', title: 'Konto abgelehnt' },
    );
  }
  if (seller.paymentStatus === 'unpaid') {
    return new AppError(
      'FORBIDDEN',
      'Für Ihr Verkäuferkonto ist eine Zahlung ausstehend. Bitte wenden Sie sich an den Support.',
      { reason: 'SELLER_UNPAID', title: 'Zahlung ausstehend' },
    );
  }
  if (seller.activeStatus !== 'active') {
    return new AppError(
      'FORBIDDEN',
      'Ihr Verkäuferkonto ist deaktiviert. Bitte wenden Sie sich an den Support.',
      { reason: 'SELLER_INACTIVE', title: 'Konto deaktiviert' },
    );
  }
  return null;
}

export function adminGate(role: Role): AppError | null {
  return role === 'admin'
    ? null
    : new AppError('FORBIDDEN', 'Sie haben keine Administratorrechte', { reason: 'WRONG_ROLE' });
}
