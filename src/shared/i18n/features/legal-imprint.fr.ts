import type { LegalImprintTextKey } from './legal-imprint.de.ts';

/** Traduction française des mentions légales ; seule la version allemande fait foi. */
export const legalImprintFr: Record<LegalImprintTextKey, string> = {
  'imprint.title': 'Mentions légales',
  'imprint.description':
    'Mentions légales de HydroParts : éditeur, registre du commerce, numéro de TVA, chambre et contact selon le § 5 DDG.',
  'imprint.provider.title': 'Informations selon le § 5 de la loi allemande sur les services numériques (DDG)',
  'imprint.provider.body': '{{companyName}}\n{{address}}\n\nReprésentée par le gérant : {{managingDirector}}',
  'imprint.contact.title': 'Contact',
  'imprint.contact.body':
    'E-mail : {{email}}\nTéléphone : {{phone}}\n\nPour toute demande, merci d’utiliser de préférence notre formulaire de contact.',
  'imprint.register.title': 'Registre du commerce',
  'imprint.register.body':
    'Inscrite au registre du commerce.\nTribunal d’enregistrement : {{registerCourt}}\nNuméro d’immatriculation : {{registerNumber}}',
  'imprint.vat.title': 'Numéro de TVA intracommunautaire',
  'imprint.vat.body':
    'Numéro de TVA intracommunautaire selon le § 27a de la loi allemande sur la TVA : {{vatId}}',
  'imprint.chamber.title': 'Chambre',
  'imprint.chamber.body': 'Membre de la {{chamber}}',
  'imprint.responsible.title': 'Responsable du contenu selon le § 18 al. 2 MStV',
  'imprint.responsible.body': '{{managingDirector}}, adresse ci-dessus',
  'imprint.dispute.title': 'Règlement des litiges',
  'imprint.dispute.body':
    'HydroParts s’adresse exclusivement aux clients professionnels. Nous ne sommes ni tenus ni disposés à participer à une procédure de règlement des litiges devant un organisme de médiation de la consommation.',
  'imprint.intermediary.title': 'Notre rôle d’intermédiaire',
  'imprint.intermediary.body':
    'HydroParts est une place de marché et agit uniquement en qualité d’intermédiaire. Les contrats de vente de pièces de rechange sont conclus directement entre l’acheteur et le vendeur ; {{companyName}} n’est pas partie à ces contrats.',
  'imprint.liabilityContent.title': 'Responsabilité quant au contenu',
  'imprint.liabilityContent.body':
    'En tant que prestataire de services, nous sommes responsables de nos propres contenus sur ces pages conformément au droit commun. Les utilisateurs sont responsables des demandes et offres qu’ils publient. Nous ne sommes pas tenus de surveiller les informations de tiers transmises ou stockées. Dès que nous avons connaissance d’une violation concrète, nous supprimons sans délai les contenus concernés.',
  'imprint.liabilityLinks.title': 'Responsabilité quant aux liens',
  'imprint.liabilityLinks.body':
    'Notre service peut contenir des liens vers des sites web externes de tiers sur le contenu desquels nous n’avons aucune influence. Le fournisseur ou l’exploitant de ces pages est toujours responsable de leur contenu. Si nous avons connaissance de violations, nous supprimons ces liens sans délai.',
  'imprint.copyright.title': 'Droit d’auteur',
  'imprint.copyright.body':
    'Les contenus et œuvres créés par nos soins sur ces pages sont soumis au droit d’auteur allemand. Toute reproduction, modification, diffusion ou exploitation au-delà des limites du droit d’auteur requiert notre accord écrit. Les noms de fabricants et les marques appartiennent à leurs titulaires respectifs et servent uniquement à identifier les pièces de rechange.',
};
