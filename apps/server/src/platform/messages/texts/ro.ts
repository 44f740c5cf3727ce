import type { MessageTexts } from '../catalogue.ts';

/** Messages to customers in Romanian. */
export const ro: MessageTexts = {
  activation: {
    subject: 'Activează-ți contul {{brandName}}',
    body: 'Bun venit la {{brandName}}.\n\nDeschide acest link pentru a-ți activa contul (funcționează 7 zile):\n{{link}}\n\nDacă nu te-ai înregistrat, ignoră acest e-mail.',
  },
  recoveryCode: {
    subject: 'Codul tău de recuperare {{brandName}}',
    body: 'Codul tău pentru a seta o parolă nouă este {{code}}. Expiră în 30 de minute.\n\nDacă nu l-ai cerut, ignoră acest e-mail; parola ta rămâne aceeași.',
  },
  passwordChangeCode: {
    subject: 'Confirmă parola nouă',
    body: 'Codul tău pentru a confirma parola nouă este {{code}}. Expiră în 15 minute.\n\nDacă nu ai cerut schimbarea parolei, ignoră acest e-mail și gândește-te să o schimbi.',
  },
  newBrowserCode: {
    subject: 'Aprobă o autentificare dintr-un browser nou',
    body: 'Cineva se autentifică în contul tău dintr-un browser nefolosit până acum ({{ipAddress}}).\n\nDacă ești tu, introdu acest cod: {{code}}. Expiră în 10 minute.\nDacă nu ești tu, schimbă-ți parola.',
  },
  approvalCode: {
    subject: 'Codul tău de aprobare',
    body: 'Codul tău pentru a aproba transferul este {{code}}. Expiră în 10 minute. Dacă nu ai făcut acest transfer, refuză-l și schimbă-ți parola.',
  },
  historyExport: {
    subject: 'Exportul istoricului tău de tranzacții',
    body: 'Bună,\n\nîn atașament găsești istoricul de tranzacții pe care l-ai exportat ({{rowCount}} rânduri).\n\nAcest mesaj a fost trimis pentru că l-ai cerut în online banking.',
  },
  statementExport: {
    subject: 'Extrasul dumneavoastră pentru {{period}}',
    body: 'Bună ziua,\n\nvă trimitem atașat extrasul contului {{accountId}} pentru {{period}}, în format PDF și CSV.\n\nAcest mesaj a fost trimis deoarece l-ați solicitat în internet banking.',
  },
  emailConfirmation: {
    subject: 'Confirmați adresa de e-mail pentru {{brandName}}',
    body: 'Confirmați că {{email}} este adresa dumneavoastră de e-mail deschizând acest link (funcționează o singură dată, timp de 24 de ore):\n{{link}}\n\nDacă nu ați adăugat această adresă în profil, ignorați acest e-mail.',
  },
  loginEmailChanged: {
    subject: 'Adresa de e-mail de autentificare {{brandName}} s-a schimbat',
    body: 'Adresa de e-mail de autentificare a fost schimbată în {{newEmail}}. De acum înainte, autentificați-vă cu noua adresă.\n\nDacă nu ați făcut această schimbare, contactați imediat asistența.',
  },
  phoneConfirmationSms: {
    body: 'Codul pentru confirmarea acestui număr de telefon este {{code}} (ID {{identifier}}). Expiră în 10 minute. Nu îl divulgați niciodată.',
  },
  representativeCertification: {
    subject: '{{businessName}} vă roagă să vă certificați rezidența fiscală',
    body: 'Bună ziua, {{personName}},\n\n{{businessName}} vă indică drept una dintre persoanele care exercită controlul asupra sa. Regulile fiscale (FATCA și CRS) cer ca fiecare persoană care exercită controlul să își certifice propria rezidență fiscală.\n\nDeschideți acest link pentru a completa și semna autocertificarea pe {{brandName}} (funcționează o singură dată, timp de 7 zile):\n{{link}}\n\nNu redirecționați acest e-mail: linkul este doar al dumneavoastră. Dacă nu cunoașteți {{businessName}}, ignorați acest e-mail.',
  },
  transactionRequestExpiring: {
    subject: 'O plată așteaptă aprobarea',
    body: 'Plata dumneavoastră de {{amount}} către {{payee}} încă așteaptă aprobarea unui coleg. Expiră mâine, iar fondurile vor fi eliberate.',
  },
  transactionRequestExpired: {
    subject: 'O plată a expirat fără aprobare',
    body: 'Plata dumneavoastră de {{amount}} către {{payee}} nu a fost aprobată în 7 zile. A fost anulată, iar fondurile au fost eliberate.',
  },
  employeeActivation: {
    subject: '{{businessName}} vă oferă acces la contul său {{brandName}}',
    body: 'Bună ziua, {{personName}},\n\n{{businessName}} s-a înregistrat la {{brandName}} și v-a indicat drept unul dintre utilizatorii săi autorizați.\n\nDeschideți acest link pentru a vă activa accesul și a vă alege parola (funcționează timp de 7 zile):\n{{link}}\n\nNu redirecționați acest e-mail: linkul este doar al dumneavoastră. Dacă nu cunoașteți {{businessName}}, ignorați acest e-mail.',
  },
  personVerification: {
    subject: '{{businessName}} vă cere să vă verificați identitatea la {{brandName}}',
    body: 'Bună ziua, {{personName}},\n\n{{businessName}} v-a indicat drept unul dintre administratorii sau beneficiarii reali la {{brandName}}. Legea ne obligă să verificăm identitatea fiecăruia dintre ei.\n\nDeschideți acest link pentru a vă verifica identitatea (funcționează timp de 72 de ore, până la încheierea verificării):\n{{link}}\n\nNu redirecționați acest e-mail: linkul este doar al dumneavoastră. Dacă nu cunoașteți {{businessName}}, ignorați acest e-mail.',
  },
  resolutionSignature: {
    subject: '{{businessName}} vă roagă să semnați o hotărâre a consiliului',
    body: 'Bună ziua, {{personName}},\n\n{{businessName}} vă roagă, în calitate de administrator, să semnați o hotărâre a consiliului care îi autorizează pe {{representatives}} să acționeze în numele companiei la {{brandName}}.\n\nDeschideți acest link pentru a citi hotărârea și a o semna sau refuza (funcționează o singură dată, timp de 7 zile):\n{{link}}\n\nNu redirecționați acest e-mail: linkul este doar al dumneavoastră. Dacă nu sunteți administrator al {{businessName}}, ignorați acest e-mail.',
  },
  resolutionDeclined: {
    subject: '{{personName}} a refuzat hotărârea consiliului {{businessName}}',
    body: 'Bună ziua,\n\n{{personName}}, administrator al {{businessName}}, a refuzat hotărârea consiliului pe care ați trimis-o prin {{brandName}}.\n\nMotivul: {{reason}}\n\nHotărârea nu mai este valabilă. O puteți vedea pe pagina companiei și puteți trimite una nouă când administratorii sunt de acord.',
  },
  resolutionReminder: {
    subject: 'Memento: {{businessName}} vă roagă să semnați o hotărâre a consiliului',
    body: 'Bună ziua, {{personName}},\n\n{{businessName}} încă așteaptă ca dumneavoastră, ca unul dintre administratorii săi, să semnați sau să refuzați hotărârea consiliului care îi autorizează pe {{representatives}} să acționeze pentru companie la {{brandName}}. Linkul dumneavoastră expiră peste o zi.\n\nDeschideți acest link pentru a citi hotărârea și a o semna sau refuza (funcționează o singură dată, până la expirarea hotărârii):\n{{link}}\n\nNu redirecționați acest e-mail: linkul este doar al dumneavoastră. Dacă nu sunteți administrator al {{businessName}}, ignorați acest e-mail.',
  },
  signInCodeSms: {
    body: 'Codul tău de autentificare este {{code}} (ID {{identifier}}). Expiră în 10 minute. Nu îl da nimănui.',
  },
  twoStepCodeSms: {
    body: 'Codul tău pentru a activa autentificarea prin SMS este {{code}} (ID {{identifier}}). Nu îl da nimănui.',
  },
  approvalCodeSms: {
    body: 'Codul tău pentru a aproba transferul este {{code}} (ID {{identifier}}). Nu îl da nimănui.',
  },
};
