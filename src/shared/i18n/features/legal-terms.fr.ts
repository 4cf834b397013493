import type { LegalTermsTextKey } from './legal-terms.de.ts';

/** Traduction française des CGV ; seule la version allemande fait foi. */
export const legalTermsFr: Record<LegalTermsTextKey, string> = {
  'terms.title': 'Conditions générales',
  'terms.description':
    'CGV de HydroParts : rôle d’intermédiaire, clients professionnels uniquement, gratuit pour les acheteurs, abonnement vendeur, durée, résiliation, droit allemand, tribunal compétent Stuttgart.',
  'terms.lead':
    'Les présentes conditions générales régissent l’utilisation de la place de marché B2B HydroParts par les acheteurs et les vendeurs.',
  'terms.scope.title': '§ 1 Champ d’application et éditeur',
  'terms.scope.body':
    '(1) HydroParts est exploitée par {{companyName}}, {{address}} (« l’exploitant »).\n\n(2) Les présentes conditions s’appliquent à tous les contrats d’utilisation de HydroParts conclus entre l’exploitant et ses utilisateurs (acheteurs et vendeurs). Les conditions divergentes des utilisateurs ne s’appliquent pas, même si l’exploitant ne s’y oppose pas expressément.',
  'terms.role.title': '§ 2 L’exploitant en tant qu’intermédiaire',
  'terms.role.body':
    '(1) HydroParts est une place de marché sur laquelle les acheteurs publient des demandes de pièces de rechange hydrauliques et les vendeurs soumettent des offres. L’exploitant agit uniquement en qualité d’intermédiaire.\n\n(2) Les contrats de vente de pièces de rechange sont conclus directement entre l’acheteur et le vendeur. L’exploitant n’y est pas partie, ne représente aucune des parties et ne doit ni la livraison ni le paiement. L’acheteur et le vendeur sont seuls responsables de la qualité, de la livraison, de la garantie et du paiement de la marchandise.\n\n(3) Le paiement s’effectue sur facture du vendeur selon les conditions de paiement indiquées dans l’offre.',
  'terms.users.title': '§ 3 Clients professionnels uniquement',
  'terms.users.body':
    '(1) HydroParts est exclusivement destinée aux entrepreneurs au sens du § 14 BGB, aux personnes morales de droit public et aux fonds spéciaux de droit public. Les consommateurs sont exclus de l’utilisation.\n\n(2) En s’inscrivant, l’utilisateur confirme agir dans le cadre de son activité commerciale ou professionnelle indépendante. L’exploitant peut demander des justificatifs, tels que le numéro de TVA intracommunautaire ou un extrait du registre du commerce.',
  'terms.account.title': '§ 4 Inscription et compte',
  'terms.account.body':
    '(1) L’utilisation suppose une inscription comportant des informations exactes et complètes. L’utilisateur tient ces informations à jour.\n\n(2) Les comptes vendeurs sont activés après vérification par l’exploitant. Il n’existe aucun droit à l’activation.\n\n(3) Les identifiants de connexion doivent rester confidentiels. L’utilisateur répond des actions effectuées via son compte dans la mesure où elles lui sont imputables.',
  'terms.buyers.title': '§ 5 Services pour les acheteurs',
  'terms.buyers.body':
    '(1) L’inscription et l’utilisation sont gratuites pour les acheteurs.\n\n(2) Les acheteurs peuvent publier des demandes indiquant fabricant, référence, quantité, description, urgence et photos, comparer les offres reçues et accepter une offre. L’acceptation d’une offre conclut le contrat de vente avec le vendeur.',
  'terms.sellers.title': '§ 6 Services pour les vendeurs et rémunération',
  'terms.sellers.body':
    '(1) Les vendeurs reçoivent les demandes portant sur les fabricants indiqués dans leur profil et peuvent y répondre par des offres. Ils peuvent également publier eux-mêmes des demandes et accepter des offres d’autres vendeurs.\n\n(2) Pour l’abonnement, le vendeur paie un forfait mensuel de {{fee}}. Aucune commission n’est prélevée sur les affaires conclues via la place de marché.\n\n(3) Les {{days}} premiers jours suivant l’activation constituent une période d’essai gratuite. L’exploitant envoie un rappel par e-mail avant son terme. L’abonnement payant commence à la fin de la période d’essai, sauf si le vendeur y met fin auparavant par écrit.\n\n(4) La rémunération est facturée mensuellement d’avance et payable sous 14 jours à compter de la date de facture. En cas de retard de paiement, l’exploitant peut bloquer le compte vendeur après mise en demeure.',
  'terms.term.title': '§ 7 Durée et résiliation',
  'terms.term.body':
    '(1) L’abonnement payant a une durée de {{months}} mois. Il est reconduit à chaque fois pour {{months}} mois supplémentaires, sauf résiliation avec un préavis de {{notice}} mois avant la fin de la période en cours.\n\n(2) La résiliation doit être faite par écrit (par exemple par e-mail). Le droit de résiliation pour motif grave n’est pas affecté.\n\n(3) Les acheteurs peuvent clôturer leur compte gratuit à tout moment.',
  'terms.anonymity.title': '§ 8 Anonymat et coordonnées',
  'terms.anonymity.body':
    '(1) Les demandes et les offres restent anonymes jusqu’à l’acceptation d’une offre. Les acheteurs ne voient aucune donnée du vendeur, les vendeurs aucune donnée de l’acheteur.\n\n(2) Lors de l’acceptation d’une offre, les coordonnées des deux parties nécessaires à l’exécution de la commande sont communiquées. Les parties n’utilisent ces données que pour l’exécution du contrat de vente et de la relation commerciale qui en découle.\n\n(3) Il est interdit de contourner l’anonymat, notamment en indiquant des coordonnées dans les demandes, offres ou photos afin de conclure des affaires en dehors de HydroParts.',
  'terms.duties.title': '§ 9 Obligations des utilisateurs',
  'terms.duties.body':
    '(1) Les offres doivent être exactes et complètes. Une offre engage le vendeur jusqu’à la date de validité indiquée.\n\n(2) Les utilisateurs ne doivent pas publier de contenus illicites, porter atteinte aux droits de tiers ni perturber techniquement la place de marché.\n\n(3) En cas d’infraction, l’exploitant peut supprimer des contenus et bloquer des comptes temporairement ou définitivement.',
  'terms.liability.title': '§ 10 Responsabilité',
  'terms.liability.body':
    '(1) L’exploitant est responsable sans limitation en cas de faute intentionnelle et de négligence grave, d’atteinte à la vie, à l’intégrité physique ou à la santé ainsi qu’au titre de la loi sur la responsabilité du fait des produits.\n\n(2) En cas de manquement par négligence légère à des obligations contractuelles essentielles, la responsabilité de l’exploitant est limitée au dommage typique et prévisible. Pour le reste, la responsabilité pour négligence légère est exclue.\n\n(3) L’exploitant n’est pas responsable de l’exécution des contrats de vente conclus entre l’acheteur et le vendeur.',
  'terms.availability.title': '§ 11 Disponibilité',
  'terms.availability.body':
    'L’exploitant s’efforce d’assurer une disponibilité aussi continue que possible. Les opérations de maintenance, les mesures de sécurité et les perturbations indépendantes de sa volonté peuvent restreindre temporairement l’utilisation.',
  'terms.privacy.title': '§ 12 Protection des données',
  'terms.privacy.body':
    'Les données personnelles sont traitées conformément à la politique de confidentialité de HydroParts.',
  'terms.changes.title': '§ 13 Modification des présentes conditions',
  'terms.changes.body':
    'L’exploitant peut modifier les présentes conditions pour l’avenir s’il existe un motif objectif. Il annonce les modifications par écrit au moins six semaines avant leur entrée en vigueur. Si l’utilisateur ne s’y oppose pas dans ce délai, les modifications sont réputées acceptées ; l’exploitant attire l’attention sur cette conséquence dans l’annonce.',
  'terms.final.title': '§ 14 Droit applicable et juridiction compétente',
  'terms.final.body':
    '(1) Le droit de la République fédérale d’Allemagne s’applique, à l’exclusion de la Convention des Nations unies sur les contrats de vente internationale de marchandises (CVIM).\n\n(2) Le tribunal exclusivement compétent pour tous les litiges découlant de la présente relation contractuelle est celui de Stuttgart, dans la mesure où l’utilisateur est commerçant, personne morale de droit public ou fonds spécial de droit public.\n\n(3) Si certaines dispositions étaient nulles, la validité des autres dispositions n’en serait pas affectée.',
};
