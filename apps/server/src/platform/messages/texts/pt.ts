import type { MessageTexts } from '../catalogue.ts';

/** Messages to customers in Portuguese. */
export const pt: MessageTexts = {
  activation: {
    subject: 'Ative a sua conta {{brandName}}',
    body: 'Damos-lhe as boas-vindas a {{brandName}}.\n\nAbra este link para ativar a sua conta (funciona durante 7 dias):\n{{link}}\n\nSe não se registou, ignore este e-mail.',
  },
  recoveryCode: {
    subject: 'O seu código de recuperação {{brandName}}',
    body: 'O seu código para definir uma nova palavra-passe é {{code}}. Expira em 30 minutos.\n\nSe não o pediu, ignore este e-mail; a sua palavra-passe continua a mesma.',
  },
  passwordChangeCode: {
    subject: 'Confirme a sua nova palavra-passe',
    body: 'O seu código para confirmar a nova palavra-passe é {{code}}. Expira em 15 minutos.\n\nSe não pediu para alterar a palavra-passe, ignore este e-mail e considere alterá-la.',
  },
  newBrowserCode: {
    subject: 'Aprove um início de sessão a partir de um novo navegador',
    body: 'Alguém está a iniciar sessão na sua conta a partir de um navegador nunca usado antes ({{ipAddress}}).\n\nSe for você, introduza este código: {{code}}. Expira em 10 minutos.\nSe não for você, altere a sua palavra-passe.',
  },
  approvalCode: {
    subject: 'O seu código de aprovação',
    body: 'O seu código para aprovar a transferência é {{code}}. Expira em 10 minutos. Se não fez esta transferência, recuse-a e altere a sua palavra-passe.',
  },
  historyExport: {
    subject: 'A sua exportação do histórico de transações',
    body: 'Olá,\n\nem anexo está o histórico de transações que exportou ({{rowCount}} linhas).\n\nEsta mensagem foi enviada porque a pediu no banco online.',
  },
  statementExport: {
    subject: 'O seu extrato de {{period}}',
    body: 'Olá,\n\nsegue em anexo o extrato da conta {{accountId}} de {{period}}, em PDF e CSV.\n\nRecebe esta mensagem porque a pediu no homebanking.',
  },
  emailConfirmation: {
    subject: 'Confirme o seu endereço de e-mail na {{brandName}}',
    body: 'Confirme que {{email}} é o seu endereço de e-mail abrindo este link (funciona uma vez, durante 24 horas):\n{{link}}\n\nSe não adicionou este endereço ao seu perfil, ignore este e-mail.',
  },
  loginEmailChanged: {
    subject: 'O seu e-mail de acesso à {{brandName}} foi alterado',
    body: 'O seu e-mail de acesso foi alterado para {{newEmail}}. A partir de agora, inicie sessão com o novo endereço.\n\nSe não fez esta alteração, contacte o suporte imediatamente.',
  },
  phoneConfirmationSms: {
    body: 'O seu código para confirmar este número de telefone é {{code}} (ID {{identifier}}). Expira em 10 minutos. Nunca o partilhe.',
  },
  representativeCertification: {
    subject: '{{businessName}} pede-lhe que certifique a sua residência fiscal',
    body: 'Olá, {{personName}}:\n\n{{businessName}} indica-o como uma das suas pessoas que exercem o controlo. As regras fiscais (FATCA e CRS) exigem que cada pessoa que exerce o controlo certifique a sua própria residência fiscal.\n\nAbra este link para preencher e assinar a sua autocertificação em {{brandName}} (funciona uma vez, durante 7 dias):\n{{link}}\n\nNão reencaminhe este e-mail: o link é só seu. Se não conhece {{businessName}}, ignore este e-mail.',
  },
  transactionRequestExpiring: {
    subject: 'Um pagamento aguarda aprovação',
    body: 'O seu pagamento de {{amount}} para {{payee}} ainda aguarda a aprovação de um colega. Expira amanhã e os fundos serão então libertados.',
  },
  transactionRequestExpired: {
    subject: 'Um pagamento expirou sem aprovação',
    body: 'O seu pagamento de {{amount}} para {{payee}} não foi aprovado em 7 dias. Foi cancelado e os fundos foram libertados.',
  },
  employeeActivation: {
    subject: '{{businessName}} dá-lhe acesso à sua conta {{brandName}}',
    body: 'Olá, {{personName}}:\n\n{{businessName}} registou-se na {{brandName}} e indicou-o como um dos seus utilizadores autorizados.\n\nAbra este link para ativar o seu acesso e escolher a sua palavra-passe (funciona durante 7 dias):\n{{link}}\n\nNão reencaminhe este e-mail: o link é só seu. Se não conhece {{businessName}}, ignore este e-mail.',
  },
  personVerification: {
    subject: '{{businessName}} pede-lhe que verifique a sua identidade com a {{brandName}}',
    body: 'Olá, {{personName}}:\n\n{{businessName}} indicou-o como um dos seus administradores ou beneficiários efetivos na {{brandName}}. A lei obriga-nos a verificar a identidade de cada um deles.\n\nAbra esta ligação para verificar a sua identidade (funciona durante 72 horas, até a sua verificação terminar):\n{{link}}\n\nNão reencaminhe este e-mail: a ligação é só sua. Se não conhece {{businessName}}, ignore este e-mail.',
  },
  resolutionSignature: {
    subject: '{{businessName}} pede-lhe que assine uma deliberação do conselho',
    body: 'Olá, {{personName}}:\n\n{{businessName}} pede-lhe, como um dos seus administradores, que assine uma deliberação do conselho que autoriza {{representatives}} a agir em nome da empresa junto da {{brandName}}.\n\nAbra este link para ler a deliberação e assiná-la ou recusá-la (funciona uma única vez, durante 7 dias):\n{{link}}\n\nNão reencaminhe este e-mail: o link é só seu. Se não é administrador da {{businessName}}, ignore este e-mail.',
  },
  resolutionDeclined: {
    subject: '{{personName}} recusou a deliberação do conselho da {{businessName}}',
    body: 'Olá,\n\n{{personName}}, administrador da {{businessName}}, recusou a deliberação do conselho que enviou através da {{brandName}}.\n\nO motivo: {{reason}}\n\nA deliberação já não é válida. Pode vê-la na página da empresa e enviar uma nova quando os administradores estiverem de acordo.',
  },
  resolutionReminder: {
    subject: 'Lembrete: {{businessName}} pede-lhe que assine uma deliberação do conselho',
    body: 'Olá, {{personName}}:\n\n{{businessName}} ainda aguarda que, como um dos seus administradores, assine ou recuse a deliberação do conselho que autoriza {{representatives}} a agir em nome da empresa junto da {{brandName}}. O seu link expira dentro de um dia.\n\nAbra este link para ler a deliberação e assiná-la ou recusá-la (funciona uma única vez, até a deliberação expirar):\n{{link}}\n\nNão reencaminhe este e-mail: o link é só seu. Se não é administrador da {{businessName}}, ignore este e-mail.',
  },
  signInCodeSms: {
    body: 'O seu código de início de sessão é {{code}} (ID {{identifier}}). Expira em 10 minutos. Nunca o partilhe.',
  },
  twoStepCodeSms: {
    body: 'O seu código para ativar o início de sessão por SMS é {{code}} (ID {{identifier}}). Nunca o partilhe.',
  },
  approvalCodeSms: {
    body: 'O seu código para aprovar a transferência é {{code}} (ID {{identifier}}). Nunca o partilhe.',
  },
};
