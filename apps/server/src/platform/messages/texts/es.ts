import type { MessageTexts } from '../catalogue.ts';

/** Messages to customers in Spanish. */
export const es: MessageTexts = {
  activation: {
    subject: 'Activa tu cuenta de {{brandName}}',
    body: 'Te damos la bienvenida a {{brandName}}.\n\nAbre este enlace para activar tu cuenta (funciona durante 7 días):\n{{link}}\n\nSi no te has registrado, ignora este correo.',
  },
  recoveryCode: {
    subject: 'Tu código de recuperación de {{brandName}}',
    body: 'Tu código para establecer una contraseña nueva es {{code}}. Caduca en 30 minutos.\n\nSi no lo has pedido, ignora este correo; tu contraseña sigue siendo la misma.',
  },
  passwordChangeCode: {
    subject: 'Confirma tu nueva contraseña',
    body: 'Tu código para confirmar la nueva contraseña es {{code}}. Caduca en 15 minutos.\n\nSi no has pedido cambiar tu contraseña, ignora este correo y plantéate cambiarla.',
  },
  newBrowserCode: {
    subject: 'Aprueba un inicio de sesión desde un navegador nuevo',
    body: 'Alguien está iniciando sesión en tu cuenta desde un navegador que no se había usado antes ({{ipAddress}}).\n\nSi eres tú, introduce este código: {{code}}. Caduca en 10 minutos.\nSi no eres tú, cambia tu contraseña.',
  },
  approvalCode: {
    subject: 'Tu código de aprobación',
    body: 'Tu código para aprobar la transferencia es {{code}}. Caduca en 10 minutos. Si no has hecho esta transferencia, recházala y cambia tu contraseña.',
  },
  historyExport: {
    subject: 'Tu exportación del historial de movimientos',
    body: 'Hola:\n\nadjuntamos el historial de movimientos que exportaste ({{rowCount}} filas).\n\nTe enviamos este mensaje porque lo pediste en la banca en línea.',
  },
  statementExport: {
    subject: 'Tu extracto de {{period}}',
    body: 'Hola:\n\nadjuntamos el extracto de la cuenta {{accountId}} de {{period}}, en PDF y CSV.\n\nTe enviamos este mensaje porque lo pediste en la banca en línea.',
  },
  emailConfirmation: {
    subject: 'Confirme su dirección de correo electrónico en {{brandName}}',
    body: 'Confirme que {{email}} es su dirección de correo electrónico abriendo este enlace (funciona una sola vez, durante 24 horas):\n{{link}}\n\nSi no añadió esta dirección a su perfil, ignore este correo.',
  },
  loginEmailChanged: {
    subject: 'Ha cambiado su correo de acceso a {{brandName}}',
    body: 'Su correo de acceso se cambió a {{newEmail}}. A partir de ahora, inicie sesión con la nueva dirección.\n\nSi no hizo este cambio, contacte con soporte de inmediato.',
  },
  phoneConfirmationSms: {
    body: 'Su código para confirmar este número de teléfono es {{code}} (ID {{identifier}}). Caduca en 10 minutos. No lo comparta nunca.',
  },
  representativeCertification: {
    subject: '{{businessName}} le pide que certifique su residencia fiscal',
    body: 'Hola, {{personName}}:\n\n{{businessName}} le indica como una de sus personas que ejercen el control. Las normas fiscales (FATCA y CRS) exigen que cada persona que ejerce el control certifique su propia residencia fiscal.\n\nAbra este enlace para completar y firmar su autocertificación en {{brandName}} (funciona una vez, durante 7 días):\n{{link}}\n\nNo reenvíe este correo: el enlace es solo suyo. Si no conoce {{businessName}}, ignore este correo.',
  },
  transactionRequestExpiring: {
    subject: 'Un pago espera aprobación',
    body: 'Su pago de {{amount}} a {{payee}} sigue esperando la aprobación de un colega. Caduca mañana y entonces se liberan sus fondos.',
  },
  transactionRequestExpired: {
    subject: 'Un pago caducó sin aprobación',
    body: 'Su pago de {{amount}} a {{payee}} no fue aprobado en 7 días. Se canceló y sus fondos se liberaron.',
  },
  employeeActivation: {
    subject: '{{businessName}} le da acceso a su cuenta de {{brandName}}',
    body: 'Hola, {{personName}}:\n\n{{businessName}} se ha registrado en {{brandName}} y le ha indicado como uno de sus usuarios autorizados.\n\nAbra este enlace para activar su acceso y elegir su contraseña (funciona durante 7 días):\n{{link}}\n\nNo reenvíe este correo: el enlace es solo suyo. Si no conoce {{businessName}}, ignore este correo.',
  },
  personVerification: {
    subject: '{{businessName}} le pide que verifique su identidad con {{brandName}}',
    body: 'Hola, {{personName}}:\n\n{{businessName}} le ha indicado como uno de sus administradores o titulares reales en {{brandName}}. La ley nos obliga a verificar la identidad de cada uno de ellos.\n\nAbra este enlace para verificar su identidad (funciona durante 72 horas, hasta que termine su verificación):\n{{link}}\n\nNo reenvíe este correo: el enlace es solo suyo. Si no conoce {{businessName}}, ignore este correo.',
  },
  resolutionSignature: {
    subject: '{{businessName}} le pide firmar una resolución del consejo',
    body: 'Hola, {{personName}}:\n\n{{businessName}} le pide, como uno de sus administradores, firmar una resolución del consejo que autoriza a {{representatives}} a actuar en nombre de la empresa ante {{brandName}}.\n\nAbra este enlace para leer la resolución y firmarla o rechazarla (funciona una sola vez, durante 7 días):\n{{link}}\n\nNo reenvíe este correo: el enlace es solo suyo. Si no es administrador de {{businessName}}, ignore este correo.',
  },
  resolutionDeclined: {
    subject: '{{personName}} rechazó la resolución del consejo de {{businessName}}',
    body: 'Hola:\n\n{{personName}}, administrador de {{businessName}}, rechazó la resolución del consejo que usted envió en {{brandName}}.\n\nSu motivo: {{reason}}\n\nLa resolución ya no es válida. Puede verla en la página de la empresa y enviar una nueva cuando los administradores estén de acuerdo.',
  },
  resolutionReminder: {
    subject: 'Recordatorio: {{businessName}} le pide firmar una resolución del consejo',
    body: 'Hola, {{personName}}:\n\n{{businessName}} sigue esperando que usted, como uno de sus administradores, firme o rechace la resolución del consejo que autoriza a {{representatives}} a actuar en nombre de la empresa en {{brandName}}. Su enlace caduca en un día.\n\nAbra este enlace para leer la resolución y firmarla o rechazarla (funciona una vez, hasta que caduque la resolución):\n{{link}}\n\nNo reenvíe este correo: el enlace es solo suyo. Si usted no es administrador de {{businessName}}, ignore este correo.',
  },
  signInCodeSms: {
    body: 'Tu código de inicio de sesión es {{code}} (ID {{identifier}}). Caduca en 10 minutos. No lo compartas nunca.',
  },
  twoStepCodeSms: {
    body: 'Tu código para activar el inicio de sesión por SMS es {{code}} (ID {{identifier}}). No lo compartas nunca.',
  },
  approvalCodeSms: {
    body: 'Tu código para aprobar la transferencia es {{code}} (ID {{identifier}}). No lo compartas nunca.',
  },
};
