import { button, facts, fallbackLink, heading, list, mail, paragraph, quote, small } from './mail-layout.ts';
import type { TranslatedMails } from './message-templates-languages.ts';

const ORDER_FACTS = [
  ['Numéro de commande', '{{order_number}}'],
  ['Date de commande', '{{order_date}}'],
  ['Fabricant', '{{manufacturer}}'],
  ['Référence', '{{part_number}}'],
  ['Quantité', '{{quantity}}'],
  ['Montant total (TTC)', '{{total_amount}}'],
  ['Conditions de paiement', '{{payment_terms}}'],
  ['Échéance de paiement', '{{payment_due_date}}'],
  ['Mode de paiement', '{{payment_method}}'],
  ['Offre valable jusqu’au', '{{valid_until}}'],
  ['Référence de commande', '{{internal_reference}}'],
] as const;

const INTERMEDIARY = (other: string) =>
  small(
    `HydroParts agit exclusivement en qualité d’intermédiaire. Le contrat de vente est conclu directement entre vous et ${other}.`,
  );

/** French mails, keyed type:recipient types (see message-templates-languages.ts). */
export const MAILS_FR: TranslatedMails = {
  'seller_approval_email:seller': {
    title: 'Votre compte vendeur HydroParts est activé',
    content: mail('fr', [
      paragraph('Bonjour {{contact_person}},'),
      paragraph(
        'nous avons le plaisir de vous informer que nous avons vérifié et activé le compte vendeur de {{company_name}}.',
      ),
      paragraph(
        'Vous pouvez vous connecter dès maintenant. Votre tableau de bord vendeur affiche toutes les demandes portant sur les ' +
          'fabricants sélectionnés dans votre profil d’entreprise, et vous pouvez y répondre par des offres. Vos offres restent ' +
          'anonymes pour les acheteurs jusqu’à ce qu’un acheteur accepte votre offre et passe commande.',
      ),
      paragraph(
        'Les 14 premiers jours constituent une période d’essai gratuite. Ensuite, l’abonnement coûte 49,95 € HT par mois.',
      ),
      button('{{site_url}}/seller-login', 'Vers la connexion vendeur'),
      small(
        'Conseil : vérifiez votre sélection de fabricants dans les « Paramètres » – elle détermine les demandes que vous recevez.',
      ),
    ]),
  },
  'seller_trial_expiry:seller': {
    title: 'Votre période d’essai gratuite HydroParts se termine le {{trial_end_date}}',
    content: mail('fr', [
      paragraph('Bonjour {{contact_person}},'),
      paragraph(
        'la période d’essai gratuite de {{company_name}} sur HydroParts se termine le {{trial_end_date}}.',
      ),
      paragraph(
        'Pour continuer à recevoir des demandes et à soumettre des offres après cette date, un abonnement payant est nécessaire :',
      ),
      facts([
        ['Forfait mensuel', '49,95 € HT'],
        ['Durée du contrat', '12 mois'],
        ['Préavis de résiliation', '3 mois'],
      ]),
      paragraph('Vous trouverez tous les détails sur les services et les conditions sur notre page Tarifs.'),
      button('{{site_url}}/pricing', 'Voir les tarifs et avantages'),
      small(
        'Des questions sur l’abonnement ? Écrivez-nous via le formulaire de contact : {{site_url}}/contact',
      ),
    ]),
  },
  'payment_reminder:seller': {
    title: 'Rappel de paiement pour votre abonnement HydroParts',
    content: mail('fr', [
      paragraph('Bonjour {{contact_person}},'),
      paragraph(
        'sauf erreur de notre part, nous n’avons pas encore reçu le paiement de l’abonnement HydroParts de {{company_name}}.',
      ),
      facts([
        ['Numéro de facture', '{{invoice_number}}'],
        ['Montant dû', '{{amount}}'],
        ['Échu depuis le', '{{due_date}}'],
      ]),
      paragraph(
        'Nous vous prions de régler le montant dû dans les meilleurs délais. Tant que le paiement est en attente, l’accès à ' +
          'l’espace vendeur peut être bloqué et les demandes et offres ne sont pas disponibles.',
      ),
      paragraph('Si vous avez déjà effectué le paiement, veuillez ne pas tenir compte de ce rappel.'),
      small(
        'Pour toute question sur votre facture, contactez-nous via le formulaire de contact : {{site_url}}/contact',
      ),
    ]),
  },
  'welcome_message:buyer': {
    title: 'Bienvenue sur HydroParts',
    content: mail('fr', [
      paragraph('Bonjour {{name}},'),
      paragraph(
        'bienvenue sur HydroParts, la place de marché B2B des pièces de rechange hydrauliques. Votre compte acheteur est prêt.',
      ),
      heading('Comment fonctionne HydroParts'),
      list([
        '<strong>Créer une demande :</strong> indiquez fabricant, référence, quantité et urgence – avec jusqu’à 5 photos si vous le souhaitez.',
        '<strong>Comparer les offres :</strong> des vendeurs spécialisés répondent par des offres anonymes, classées par prix total.',
        '<strong>Commander :</strong> vous choisissez l’offre qui vous convient ; ce n’est qu’alors que les coordonnées des deux parties sont communiquées.',
      ]),
      button('{{site_url}}/buyer-dashboard', 'Créer votre première demande'),
    ]),
  },
  'welcome_message:seller': {
    title: 'Bienvenue sur HydroParts – votre inscription est en cours de vérification',
    content: mail('fr', [
      paragraph('Bonjour {{contact_person}},'),
      paragraph('merci d’avoir inscrit {{company_name}} comme vendeur sur HydroParts.'),
      paragraph(
        'Nous vérifierons vos informations sous peu. Dès que votre compte sera validé, vous recevrez un nouvel e-mail et ' +
          'pourrez vous connecter ; d’ici là, la connexion n’est pas encore possible.',
      ),
      paragraph('Après validation, vous pourrez essayer HydroParts gratuitement pendant 14 jours.'),
      button('{{site_url}}/seller-explanation', 'HydroParts pour les vendeurs'),
    ]),
  },
  'email_verification:buyer,seller': {
    title: 'Veuillez confirmer votre adresse e-mail',
    content: mail('fr', [
      paragraph('Bonjour {{name}},'),
      paragraph(
        'merci de votre inscription sur HydroParts. Veuillez confirmer votre adresse e-mail pour finaliser votre inscription :',
      ),
      button('{{verification_url}}', 'Confirmer l’adresse e-mail'),
      fallbackLink(
        'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
        '{{verification_url}}',
      ),
      paragraph('Si vous ne vous êtes pas inscrit sur HydroParts, vous pouvez ignorer cet e-mail.'),
    ]),
  },
  'password_reset:buyer,seller,admin': {
    title: 'Réinitialiser votre mot de passe HydroParts',
    content: mail('fr', [
      paragraph('Bonjour {{name}},'),
      paragraph(
        'nous avons reçu une demande de réinitialisation du mot de passe de votre compte HydroParts. Utilisez le bouton ci-dessous pour définir un nouveau mot de passe :',
      ),
      button('{{reset_url}}', 'Définir un nouveau mot de passe'),
      fallbackLink(
        'Pour des raisons de sécurité, le lien n’est valable que peu de temps et ne peut être utilisé qu’une seule fois. ' +
          'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
        '{{reset_url}}',
      ),
      paragraph(
        'Si vous n’avez pas demandé de nouveau mot de passe, ignorez cet e-mail. Votre mot de passe actuel reste inchangé.',
      ),
    ]),
  },
  'contact_message:admin': {
    title: 'Demande de contact : {{subject}}',
    content: mail(
      'fr',
      [
        paragraph('Un nouveau message est arrivé via le formulaire de contact de HydroParts :'),
        facts([
          ['Nom', '{{name}}'],
          ['E-mail', '<a href="mailto:{{email}}">{{email}}</a>'],
          ['Entreprise', '{{company}}'],
          ['Objet', '{{subject}}'],
        ]),
        heading('Message'),
        quote('{{message}}'),
        small('Veuillez répondre directement à l’expéditeur à l’adresse {{email}}.'),
      ],
      { signOff: false },
    ),
  },
  'order_confirmation:buyer': {
    title: 'Confirmation de commande {{order_number}}',
    content: mail('fr', [
      paragraph('Bonjour {{contact_person}},'),
      paragraph('merci pour votre commande via HydroParts. Nous l’avons transmise au vendeur.'),
      heading('Votre commande'),
      facts([...ORDER_FACTS, ['Délai de livraison', '{{delivery_time}}']]),
      heading('Votre partenaire contractuel'),
      paragraph('Avec la commande, les coordonnées des deux parties ont été communiquées. Votre vendeur :'),
      facts([
        ['Entreprise', '{{seller_company}}'],
        ['Interlocuteur', '{{seller_contact_person}}'],
        ['E-mail', '{{seller_email}}'],
        ['Téléphone', '{{seller_phone}}'],
        ['Adresse', '{{seller_address}}'],
      ]),
      paragraph(
        'Le vendeur confirmera la commande et vous facturera directement. Vous pouvez télécharger la confirmation de commande ' +
          'au format PDF dans votre tableau de bord, rubrique « Commandes ».',
      ),
      button('{{dashboard_url}}', 'Voir la commande dans le tableau de bord'),
      INTERMEDIARY('le vendeur'),
    ]),
  },
  'order_confirmation:seller': {
    title: 'Nouvelle commande {{order_number}} via HydroParts',
    content: mail('fr', [
      paragraph('Bonjour {{contact_person}},'),
      paragraph('un acheteur a accepté votre offre et passé commande.'),
      heading('Commande'),
      facts(ORDER_FACTS),
      heading('Acheteur'),
      facts([
        ['Entreprise', '{{buyer_company}}'],
        ['Interlocuteur', '{{buyer_name}}'],
        ['E-mail', '{{buyer_email}}'],
        ['Téléphone', '{{buyer_phone}}'],
        ['Adresse de facturation', '{{billing_address}}'],
        ['Adresse de livraison', '{{shipping_address}}'],
        ['Instructions de l’acheteur', '{{special_instructions}}'],
      ]),
      paragraph(
        'Veuillez vérifier et confirmer la commande rapidement et contacter directement l’acheteur en cas de question. ' +
          'Vous facturez l’acheteur directement.',
      ),
      button('{{site_url}}/seller-dashboard', 'Voir la commande dans le tableau de bord vendeur'),
      INTERMEDIARY('l’acheteur'),
    ]),
  },
  'offer_accepted:seller': {
    title: 'Votre offre pour {{part_number}} a été acceptée',
    content: mail('fr', [
      paragraph('Bonjour {{contact_person}},'),
      paragraph('bonne nouvelle : un acheteur a accepté votre offre pour la référence {{part_number}}.'),
      facts([
        ['Numéro de commande', '{{order_number}}'],
        ['Fabricant', '{{manufacturer}}'],
        ['Référence', '{{part_number}}'],
        ['Quantité', '{{quantity}}'],
        ['Montant total (TTC)', '{{total_amount}}'],
      ]),
      paragraph(
        'Les coordonnées de l’acheteur et tous les détails de la commande sont désormais disponibles dans votre tableau de bord vendeur, rubrique « Commandes ».',
      ),
      button('{{site_url}}/seller-dashboard', 'Voir la commande'),
    ]),
  },
  'offer_rejected:seller': {
    title: 'Votre offre pour {{part_number}} n’a pas été retenue',
    content: mail('fr', [
      paragraph('Bonjour {{contact_person}},'),
      paragraph('l’acheteur a choisi une autre offre pour la demande suivante :'),
      facts([
        ['Fabricant', '{{manufacturer}}'],
        ['Référence', '{{part_number}}'],
        ['Votre rang', '{{offer_rank}}'],
        ['Votre écart de prix', '{{price_gap}}'],
      ]),
      paragraph(
        'Merci pour votre offre. Votre tableau de bord vendeur affiche en continu les nouvelles demandes pour vos fabricants.',
      ),
      button('{{site_url}}/seller-dashboard', 'Voir les demandes en cours'),
    ]),
  },
  'new_request_notification:seller': {
    title: 'Nouvelle demande pour {{part_number}} sur HydroParts',
    content: mail('fr', [
      paragraph('Bonjour,'),
      paragraph(
        'une nouvelle demande correspondant à votre sélection de fabricants est arrivée sur HydroParts :',
      ),
      facts([
        ['Fabricant', '{{manufacturer}}'],
        ['Référence', '{{part_number}}'],
        ['Quantité', '{{quantity}}'],
        ['Urgence', '{{urgency}}'],
      ]),
      paragraph(
        'L’acheteur reste anonyme jusqu’à la commande. Si vous pouvez fournir la pièce, soumettez votre offre dès maintenant – ' +
          'les acheteurs voient les offres classées par prix total.',
      ),
      button('{{dashboard_url}}', 'Voir la demande et faire une offre'),
      small(
        'Vous pouvez modifier à tout moment votre sélection de fabricants dans les « Paramètres » de votre tableau de bord vendeur.',
      ),
    ]),
  },
  'new_offer_notification:buyer': {
    title: 'Nouvelle offre pour votre demande {{part_number}}',
    content: mail('fr', [
      paragraph('Bonjour,'),
      paragraph('une nouvelle offre est arrivée pour votre demande concernant la référence {{part_number}}.'),
      facts([
        ['Référence', '{{part_number}}'],
        ['Nombre total d’offres', '{{offer_count}}'],
      ]),
      paragraph(
        'Comparez les offres dans votre tableau de bord : l’offre la plus basse (prix frais de port inclus) est signalée comme ' +
          'meilleur prix. Tenez compte de la durée de validité de chaque offre.',
      ),
      button('{{dashboard_url}}', 'Comparer les offres'),
    ]),
  },
  'seller_rejection_email:seller': {
    title: 'Votre inscription vendeur sur HydroParts',
    content: mail('fr', [
      paragraph('Bonjour {{contact_person}},'),
      paragraph(
        'merci de l’intérêt que vous portez à HydroParts. Nous avons examiné l’inscription vendeur de {{company_name}} ' +
          'et ne sommes malheureusement pas en mesure de la valider.',
      ),
      paragraph(
        'Pour toute question sur cette décision ou pour nous transmettre des documents complémentaires, utilisez notre formulaire de contact.',
      ),
      small('{{site_url}}/contact'),
    ]),
  },
};
