import type { StaticPagesTextKey } from './static-pages.de.ts';

/** French texts of the information pages; keys as in static-pages.de.ts. */
export const staticPagesFr: Record<StaticPagesTextKey, string> = {
  'static.fee.suffix': 'HT, TVA en sus, par mois',
  // Shown above a translated imprint, privacy notice or terms (never on the German page).
  'static.legal.bindingNote':
    'Cette traduction vous est fournie à titre informatif. Seule la version allemande fait foi.',
  'static.cta.signup': 'S’inscrire comme vendeur',
  'static.cta.contact': 'Nous contacter',
  'static.cta.trial': 'Essai gratuit de {{days}} jours',
  'static.contact.title': 'Contact',
  'static.contact.lead':
    'Des questions sur HydroParts, l’inscription ou votre abonnement ? Écrivez-nous – nous répondons en général sous un jour ouvré.',
  'static.contact.form.title': 'Envoyer un message',
  'static.contact.form.name': 'Nom',
  'static.contact.form.email': 'Adresse e-mail',
  'static.contact.form.company': 'Entreprise',
  'static.contact.form.subject': 'Objet',
  'static.contact.form.message': 'Message',
  'static.contact.form.requiredHint': 'Les champs marqués * sont obligatoires.',
  'static.contact.form.privacy':
    'Nous utilisons vos données uniquement pour répondre à votre demande. Plus d’informations dans la politique de confidentialité.',
  'static.contact.form.submit': 'Envoyer le message',
  'static.contact.form.submitting': 'Envoi en cours …',
  'static.contact.form.successTitle': 'Succès',
  'static.contact.form.success':
    'Merci pour votre message ! Nous vous répondrons dans les plus brefs délais.',
  'static.contact.form.failed': 'Le message n’a pas pu être envoyé',
  'static.contact.details.title': 'Coordonnées',
  'static.contact.details.email': 'E-mail',
  'static.contact.details.phone': 'Téléphone',
  'static.contact.hours.title': 'Horaires',
  'static.contact.hours.weekdays': 'Lundi – vendredi',
  'static.contact.hours.weekdaysTime': '07h00 – 18h00',
  'static.contact.hours.saturday': 'Samedi',
  'static.contact.hours.saturdayTime': '08h00 – 12h00',
  'static.contact.hours.sunday': 'Dimanche',
  'static.contact.hours.closed': 'fermé',
  'static.contact.faq.title': 'Questions fréquentes',
  'static.contact.faq.1.q': 'Combien coûte HydroParts pour les acheteurs ?',
  'static.contact.faq.1.a':
    'Rien. L’inscription et l’utilisation sont gratuites pour les acheteurs. Vous publiez des demandes, comparez les offres et commandez sur facture directement auprès du vendeur.',
  'static.contact.faq.2.q': 'Qui peut s’inscrire comme vendeur ?',
  'static.contact.faq.2.a':
    'Les fabricants, revendeurs et distributeurs de pièces hydrauliques. Après l’inscription, nous vérifions vos informations et activons votre compte.',
  'static.contact.faq.3.q': 'Quand un vendeur voit-il qui a fait la demande ?',
  'static.contact.faq.3.a':
    'Seulement lorsque l’acheteur accepte une offre. Jusque-là, acheteur et vendeur restent anonymes ; avec la commande, les coordonnées des deux parties sont communiquées.',
  'static.pricing.title': 'Tarifs et avantages',
  'static.pricing.lead':
    'Un abonnement mensuel fixe, sans commission : HydroParts est prévisible pour les vendeurs. Pour les acheteurs, c’est gratuit.',
  'static.pricing.plan.name': 'Abonnement vendeur',
  'static.pricing.plan.term': 'Durée du contrat {{months}} mois, préavis de {{notice}} mois',
  'static.pricing.plan.trial': 'Les {{days}} premiers jours sont gratuits.',
  'static.pricing.plan.benefit.requests': 'Demandes illimitées pour vos fabricants',
  'static.pricing.plan.benefit.offers': 'Offres illimitées – sans commission',
  'static.pricing.plan.benefit.mail': 'Notification par e-mail des nouvelles demandes pertinentes',
  'static.pricing.plan.benefit.anonymous': 'Anonyme jusqu’à l’acceptation de votre offre',
  'static.pricing.plan.benefit.buy': 'Demander vous-même des pièces à d’autres vendeurs',
  'static.pricing.buyersFree': 'Pour les acheteurs : gratuit',
  'static.pricing.benefits.title': 'Vos avantages en tant que vendeur',
  'static.pricing.benefit.reach.title': 'Atteindre de nouveaux clients',
  'static.pricing.benefit.reach.text':
    'Des professionnels cherchent des pièces hydrauliques sur HydroParts – vous voyez exactement les demandes pour les fabricants que vous servez.',
  'static.pricing.benefit.commission.title': 'Sans commission',
  'static.pricing.benefit.commission.text':
    'Vous payez un abonnement mensuel fixe. Chaque commande obtenue via HydroParts vous revient entièrement.',
  'static.pricing.benefit.discreet.title': 'Négocier discrètement',
  'static.pricing.benefit.discreet.text':
    'Vos offres restent anonymes jusqu’à l’acceptation. Seul l’acheteur voit vos prix, pas vos concurrents.',
  'static.pricing.timeline.title': 'Notre stratégie de marché',
  'static.pricing.timeline.1.when': '2025',
  'static.pricing.timeline.1.title': 'Lancement en Allemagne',
  'static.pricing.timeline.1.text': 'HydroParts démarre avec des acheteurs et des vendeurs en Allemagne.',
  'static.pricing.timeline.2.when': 'T4 2025',
  'static.pricing.timeline.2.title': 'Expansion européenne',
  'static.pricing.timeline.2.text':
    'Extension à l’Italie, l’Angleterre, le Benelux, la France, la Pologne et d’autres pays.',
  'static.pricing.timeline.3.when': '2026',
  'static.pricing.timeline.3.title': 'Ouverture mondiale',
  'static.pricing.timeline.3.text':
    'Accès mondial – avec la langue, la devise et un accès propre à chaque pays.',
  'static.pricing.reasons.title': 'Pourquoi nous rejoindre maintenant ?',
  'static.pricing.reason.1':
    'Les premiers membres constituent leur clientèle avant l’arrivée de la concurrence.',
  'static.pricing.reason.2':
    'Chaque étape d’expansion vous ouvre de nouveaux marchés sans coût supplémentaire.',
  'static.pricing.reason.3': 'Un abonnement au lieu d’une commission : vos coûts sont fixés dès le départ.',
  'static.pricing.reason.4':
    'Vous choisissez les fabricants et les conditions de paiement pour lesquels vous faites des offres.',
  'static.pricing.cta.title': 'Prêt à gagner de nouveaux clients ?',
  'static.seller.title': 'Comment ça marche pour les vendeurs',
  'static.seller.lead':
    'Recevez des demandes pour exactement les fabricants que vous servez et soumettez des offres anonymes. Essayez HydroParts gratuitement pendant {{days}} jours.',
  'static.seller.benefits.title': 'Ce que HydroParts vous apporte',
  'static.seller.benefit.1':
    'Des demandes pertinentes de professionnels dans votre tableau de bord et par e-mail',
  'static.seller.benefit.2': 'Des offres anonymes – vos conditions restent confidentielles',
  'static.seller.benefit.3': 'Sans commission, un abonnement mensuel fixe',
  'static.seller.benefit.4': 'Contrat de vente directement entre vous et l’acheteur, paiement sur facture',
  'static.seller.d2d.title': 'Commerce de distributeur à distributeur',
  'static.seller.d2d.text':
    'En tant que vendeur, vous pouvez aussi acheter : s’il vous manque une pièce en stock, publiez une demande et recevez les offres d’autres vendeurs. Vous ne voyez jamais vos propres demandes en tant que vendeur – le commerce entre distributeurs reste équitable.',
  'static.seller.steps.title': 'Quatre étapes jusqu’à la commande',
  'static.seller.step': 'Étape {{n}}',
  'static.seller.step.1.title': 'Essayer et créer son profil',
  'static.seller.step.1.text':
    'Inscrivez-vous, essayez gratuitement pendant {{days}} jours et choisissez les fabricants que vous servez et les conditions de paiement que vous acceptez.',
  'static.seller.step.2.title': 'Recevoir et créer des demandes',
  'static.seller.step.2.text':
    'Les demandes pertinentes apparaissent dans votre tableau de bord et arrivent par e-mail. Vous créez vos propres demandes tout aussi facilement.',
  'static.seller.step.3.title': 'Soumettre des offres',
  'static.seller.step.3.text':
    'Proposez prix, frais de port, délai et garantie – de façon anonyme et sans commission.',
  'static.seller.step.4.title': 'Coordonnées à l’acceptation',
  'static.seller.step.4.text':
    'Quand l’acheteur accepte votre offre, vous recevez la commande et les deux parties voient les coordonnées.',
  'static.seller.trial.title': 'Essai gratuit de {{days}} jours',
  'static.seller.trial.text':
    'Pendant l’essai, vous utilisez toutes les fonctions. Vous recevez un rappel par e-mail avant la fin.',
  'static.fee.line': '{{fee}} $t(static.fee.suffix)',
  'static.company.placeholder.name': '[Raison sociale] GmbH',
  'static.company.placeholder.address': '[Rue et numéro], [Code postal Ville], Allemagne',
  'static.company.placeholder.managingDirector': '[Nom du gérant]',
  'static.company.placeholder.registerCourt': '[Tribunal d’enregistrement]',
  'static.company.placeholder.registerNumber': '[Numéro d’immatriculation]',
  'static.company.placeholder.vatId': '[N° de TVA intracommunautaire]',
  'static.company.placeholder.chamber': '[Chambre de commerce et d’industrie]',
  'static.company.placeholder.phone': '[Numéro de téléphone]',
};
