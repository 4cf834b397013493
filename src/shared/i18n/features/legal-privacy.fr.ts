import type { LegalPrivacyTextKey } from './legal-privacy.de.ts';

/** Traduction française de la politique de confidentialité ; seule la version allemande fait foi. */
export const legalPrivacyFr: Record<LegalPrivacyTextKey, string> = {
  'privacy.title': 'Politique de confidentialité',
  'privacy.description':
    'Politique de confidentialité de HydroParts : responsable du traitement, finalités et bases juridiques, cookies, durées de conservation, destinataires et vos droits au titre du RGPD.',
  'privacy.lead':
    'La protection de vos données nous tient à cœur. Cette politique explique quelles données personnelles nous traitons lorsque vous utilisez HydroParts, à quelles fins, sur quelle base juridique et de quels droits vous disposez.',
  'privacy.controller.title': '1. Responsable du traitement',
  'privacy.controller.body':
    'Le responsable du traitement au sens du règlement général sur la protection des données (RGPD) est :\n\n{{companyName}}\n{{address}}\nReprésentée par : {{managingDirector}}\nE-mail : {{email}}\nTéléphone : {{phone}}',
  'privacy.overview.title': '2. Données traitées',
  'privacy.overview.body':
    'HydroParts est une place de marché B2B. Nous traitons principalement les données que vous nous communiquez en tant que représentant d’une entreprise :\n\n- Données de compte : nom, adresse e-mail, numéro de téléphone, mot de passe (stocké uniquement sous forme de hachage sécurisé), rôle\n- Données de l’entreprise : raison sociale, numéro de TVA intracommunautaire, adresses de facturation et de livraison ; pour les vendeurs également site web, spécialisation, nombre de salariés, numéro d’immatriculation, fabricants et conditions de paiement\n- Demandes, offres et commandes, y compris les photos téléversées (nous supprimons lors du téléversement les métadonnées telles que la géolocalisation)\n- Messages envoyés via le formulaire de contact\n- Données techniques lors de la consultation des pages (adresse IP, heure, adresse demandée, navigateur)',
  'privacy.purposes.title': '3. Finalités et bases juridiques',
  'privacy.purposes.body':
    '- Mise à disposition de la place de marché, inscription, connexion, demandes, offres et commandes : exécution du contrat d’utilisation (art. 6, par. 1, point b du RGPD)\n- Vérification et validation des vendeurs, facturation de l’abonnement : exécution du contrat (art. 6, par. 1, point b du RGPD)\n- Conservation des factures et courriers commerciaux : obligation légale (art. 6, par. 1, point c du RGPD en liaison avec le § 257 HGB et le § 147 AO)\n- Sécurité du service, protection contre les abus (par exemple limitation des tentatives de connexion) et analyse des erreurs : intérêt légitime à un fonctionnement sûr et stable (art. 6, par. 1, point f du RGPD)\n- Réponse aux demandes de contact : mesures précontractuelles ou intérêt légitime à communiquer avec des prospects (art. 6, par. 1, points b et f du RGPD)\n- E-mails système (confirmation de l’adresse e-mail, nouvelles demandes pertinentes, commandes, rappels) : exécution du contrat (art. 6, par. 1, point b du RGPD)\n\nNous n’utilisons ni traceurs publicitaires, ni services d’analyse, ni profilage. Il n’y a pas de prise de décision automatisée au sens de l’art. 22 du RGPD.',
  'privacy.cookies.title': '4. Cookies et stockage local',
  'privacy.cookies.body':
    'Nous utilisons uniquement des cookies techniquement nécessaires et des entrées dans le stockage local de votre navigateur :\n\n- Cookie de session : vous maintient connecté après la connexion ; HttpOnly, valable jusqu’à la déconnexion ou l’expiration de la session\n- Langue (stockage local, « {{languageKey}} ») : mémorise la langue d’interface choisie\n- Bandeau cookies (stockage local, « {{consentKey}} ») : mémorise si vous avez accepté ou refusé le bandeau\n\nLeur enregistrement est strictement nécessaire au service que vous demandez (§ 25, al. 2, n° 2 TDDDG) ; le traitement ultérieur repose sur l’art. 6, par. 1, points b et f du RGPD. Vous pouvez à tout moment supprimer les cookies et le stockage local dans votre navigateur ; sans cookie de session, vous ne pouvez pas vous connecter.',
  'privacy.recipients.title': '5. Destinataires et anonymat sur la place de marché',
  'privacy.recipients.body':
    'Les demandes et les offres sont anonymes : avant une commande, les vendeurs ne voient aucune donnée de l’acheteur et les acheteurs aucune donnée du vendeur. Ce n’est que lorsqu’un acheteur accepte une offre et qu’une commande est passée que nous transmettons à l’autre partie contractante les coordonnées et données d’entreprise nécessaires à son exécution (art. 6, par. 1, point b du RGPD). Celle-ci est elle-même responsable de toute utilisation ultérieure des données.\n\nPar ailleurs, nous ne transmettons des données qu’à nos sous-traitants (section 6) et, lorsque la loi nous y oblige, aux autorités. Nous ne vendons aucune donnée.',
  'privacy.processors.title': '6. Sous-traitants',
  'privacy.processors.body':
    'Nous faisons appel à des prestataires qui traitent les données uniquement sur nos instructions et avec lesquels nous avons conclu des contrats au titre de l’art. 28 du RGPD :\n\n- Hébergement : exploitation des serveurs, de la base de données et du stockage de fichiers dans des centres de données situés dans l’Union européenne\n- Envoi d’e-mails : acheminement des e-mails système par un prestataire de messagerie\n\nAucune donnée n’est transférée vers des pays situés hors de l’UE ou de l’EEE.',
  'privacy.retention.title': '7. Durées de conservation',
  'privacy.retention.body':
    '- Données de compte et d’entreprise : pendant toute la durée de la relation d’utilisation ; après la suppression du compte, elles sont effacées, sauf obligation de conservation\n- Demandes, offres et commandes : pendant la durée de vie du compte ; commandes et factures pendant les délais de conservation commerciaux et fiscaux pouvant aller jusqu’à dix ans\n- Demandes de contact : jusqu’à leur traitement, au plus tard douze mois après\n- Journaux des e-mails envoyés : douze mois\n- Journaux techniques d’accès au serveur : 14 jours au maximum\n- Cookie de session : jusqu’à la déconnexion ou l’expiration de la session ; réglage de la langue et bandeau cookies : jusqu’à leur suppression dans votre navigateur',
  'privacy.security.title': '8. Sécurité',
  'privacy.security.body':
    'La connexion à HydroParts est chiffrée (TLS). Nous ne stockons les mots de passe que sous forme de hachage, les connexions sont protégées contre les tentatives massives et l’accès aux données est limité aux utilisateurs autorisés.',
  'privacy.obligation.title': '9. Obligation de fournir des données',
  'privacy.obligation.body':
    'Nous avons besoin des informations signalées comme obligatoires pour gérer votre compte, vos demandes, offres et commandes. Sans elles, vous ne pouvez pas utiliser la place de marché. Il n’existe aucune obligation légale de les fournir.',
  'privacy.rights.title': '10. Vos droits',
  'privacy.rights.body':
    'Vous disposez des droits suivants concernant vos données personnelles :\n\n- Droit d’accès (art. 15 du RGPD)\n- Droit de rectification (art. 16 du RGPD)\n- Droit à l’effacement (art. 17 du RGPD)\n- Droit à la limitation du traitement (art. 18 du RGPD)\n- Droit à la portabilité des données (art. 20 du RGPD)\n- Droit d’opposition (art. 21 du RGPD) : lorsque nous traitons des données sur la base d’intérêts légitimes (art. 6, par. 1, point f du RGPD), vous pouvez vous y opposer à tout moment pour des raisons tenant à votre situation particulière.\n\nNous informons chaque destinataire auquel des données ont été communiquées de toute rectification ou de tout effacement (art. 19 du RGPD). Pour exercer vos droits, un message à {{email}} ou via notre formulaire de contact suffit.',
  'privacy.complaint.title': '11. Droit d’introduire une réclamation auprès d’une autorité de contrôle',
  'privacy.complaint.body':
    'Vous avez le droit d’introduire une réclamation auprès d’une autorité de contrôle de la protection des données (art. 77 du RGPD), notamment dans l’État membre de votre résidence habituelle, de votre lieu de travail ou du lieu de la violation présumée. L’autorité compétente pour nous est l’autorité de protection des données du Land allemand dans lequel se trouve notre siège social.',
  'privacy.changes.title': '12. Modifications',
  'privacy.changes.body':
    'Nous adaptons cette politique de confidentialité lorsque le service ou la législation évoluent. La version publiée sur cette page fait foi.',
};
