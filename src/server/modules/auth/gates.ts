import type { Role } from '#shared/constants.ts';
import { sellerBlock, type SellerBlock, type SellerStanding } from '#shared/sellers/rules.ts';
import { AppError } from '#server/errors.ts';

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

/** Spec 1 §4: what a seller who may not operate is told, per reason (sellers/rules.ts). */
const SELLER_BLOCK_MESSAGES: Record<SellerBlock, { title: string; message: string }> = {
  SELLER_PENDING: {
    title: 'Konto ausstehend',
    message: 'Ihr Verkäuferkonto wird noch geprüft. Sie erhalten eine E-Mail, sobald es freigeschaltet ist.',
  },
  SELLER_REJECTED: {
    title: 'Konto abgelehnt',
    message: 'Ihr Verkäuferkonto wurde abgelehnt. Bitte wenden Sie sich an den Support.',
  },
  SELLER_UNPAID: {
    title: 'Zahlung ausstehend',
    message: 'Für Ihr Verkäuferkonto ist eine Zahlung ausstehend. Bitte wenden Sie sich an den Support.',
  },
  SELLER_INACTIVE: {
    title: 'Konto deaktiviert',
    message: 'Ihr Verkäuferkonto ist deaktiviert. Bitte wenden Sie sich an den Support.',
  },
};

export function sellerGate(role: Role, seller: SellerStanding | undefined): AppError | null {
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
  const block = sellerBlock(seller);
  return block
    ? new AppError('FORBIDDEN', SELLER_BLOCK_MESSAGES[block].message, {
        reason: block,
        title: SELLER_BLOCK_MESSAGES[block].title,
      })
    : null;
}

export function adminGate(role: Role): AppError | null {
  return role === 'admin'
    ? null
    : new AppError('FORBIDDEN', 'Sie haben keine Administratorrechte', { reason: 'WRONG_ROLE' });
}
