import type { AdditionalQuestionAudience, AdditionalQuestionType } from '@tessera/contract';
import { labels, type Labels } from './labels.ts';

/** An additional question as stored: what the wire carries, with every label in every language. */
export interface AdditionalQuestionContent {
  readonly id: number;
  readonly key: string;
  readonly type: AdditionalQuestionType;
  readonly labels: Labels;
  readonly isRequired: boolean;
  readonly options?: readonly { readonly value: string; readonly labels: Labels }[];
}

const yes = labels('Yes', 'Sí', 'Sim', 'Da', 'Да', 'Так');
const no = labels('No', 'No', 'Não', 'Nu', 'Нет', 'Ні');
const yesNo = [
  { value: 'yes', labels: yes },
  { value: 'no', labels: no },
] as const;

/**
 * Additional questions (spec 002 §3), asked at sign-up on top of the form's own fields: the due-diligence
 * questions an EU e-money institution asks (other accounts, who controls the account, politically
 * exposed persons, US tax status, countries and volumes). Ids: personal 1–99, business 101–199.
 */
export const additionalQuestions: Readonly<Record<AdditionalQuestionAudience, readonly AdditionalQuestionContent[]>> = {
  personal: [
    {
      id: 1,
      key: 'anotherAccount',
      type: 'anotherAccount',
      isRequired: true,
      labels: labels(
        'Do you hold an account with another bank or payment institution?',
        '¿Tiene una cuenta en otro banco o entidad de pago?',
        'Tem conta noutro banco ou instituição de pagamento?',
        'Aveți un cont la altă bancă sau instituție de plată?',
        'Есть ли у вас счёт в другом банке или платёжной организации?',
        'Чи маєте ви рахунок в іншому банку або платіжній установі?',
      ),
    },
    {
      id: 2,
      key: 'controlAccount',
      type: 'controlAccount',
      isRequired: true,
      labels: labels(
        'Who will control this account?',
        '¿Quién controlará esta cuenta?',
        'Quem vai controlar esta conta?',
        'Cine va controla acest cont?',
        'Кто будет распоряжаться этим счётом?',
        'Хто розпоряджатиметься цим рахунком?',
      ),
      options: [
        {
          value: '1',
          labels: labels(
            'Only me, for my own benefit',
            'Solo yo, en mi propio beneficio',
            'Só eu, em meu próprio benefício',
            'Doar eu, în beneficiul meu',
            'Только я, в своих интересах',
            'Лише я, у власних інтересах',
          ),
        },
        {
          value: '2',
          labels: labels(
            'Another person controls it or benefits from it',
            'Otra persona la controla o se beneficia de ella',
            'Outra pessoa controla-a ou beneficia dela',
            'O altă persoană îl controlează sau beneficiază de el',
            'Другое лицо распоряжается им или получает выгоду',
            'Інша особа розпоряджається ним або отримує вигоду',
          ),
        },
      ],
    },
    {
      id: 3,
      key: 'politicallyExposed',
      type: 'radio',
      isRequired: true,
      labels: labels(
        'Are you, a family member or a close associate a politically exposed person (PEP)?',
        '¿Es usted, un familiar o un allegado una persona con responsabilidad pública (PEP)?',
        'É você, um familiar ou um associado próximo uma pessoa politicamente exposta (PEP)?',
        'Sunteți dumneavoastră, un membru al familiei sau un asociat apropiat o persoană expusă public (PEP)?',
        'Являетесь ли вы, член вашей семьи или близкий партнёр публичным должностным лицом (PEP)?',
        'Чи є ви, член вашої родини або близька особа політично значущою особою (PEP)?',
      ),
      options: yesNo,
    },
    {
      id: 4,
      key: 'usPerson',
      type: 'radio',
      isRequired: true,
      labels: labels(
        'Are you a US citizen or US tax resident?',
        '¿Es ciudadano o residente fiscal de EE. UU.?',
        'É cidadão ou residente fiscal dos EUA?',
        'Sunteți cetățean sau rezident fiscal al SUA?',
        'Являетесь ли вы гражданином или налоговым резидентом США?',
        'Чи є ви громадянином або податковим резидентом США?',
      ),
      options: yesNo,
    },
    {
      id: 5,
      key: 'expectedCountries',
      type: 'textarea',
      isRequired: false,
      labels: labels(
        'Which countries will you send money to or receive money from?',
        '¿A qué países enviará dinero o de cuáles lo recibirá?',
        'Para que países vai enviar dinheiro ou de que países o vai receber?',
        'În ce țări veți trimite bani sau din ce țări veți primi bani?',
        'В какие страны вы будете отправлять деньги или из каких получать?',
        'До яких країн ви надсилатимете гроші або з яких отримуватимете?',
      ),
    },
  ],
  business: [
    {
      id: 101,
      key: 'businessAnotherAccount',
      type: 'businessAnotherAccount',
      isRequired: true,
      labels: labels(
        'Does the company hold an account with another bank or payment institution?',
        '¿Tiene la empresa una cuenta en otro banco o entidad de pago?',
        'A empresa tem conta noutro banco ou instituição de pagamento?',
        'Are compania un cont la altă bancă sau instituție de plată?',
        'Есть ли у компании счёт в другом банке или платёжной организации?',
        'Чи має компанія рахунок в іншому банку або платіжній установі?',
      ),
    },
    {
      id: 102,
      key: 'controlAccount',
      type: 'controlAccount',
      isRequired: true,
      labels: labels(
        'Who will control this account?',
        '¿Quién controlará esta cuenta?',
        'Quem vai controlar esta conta?',
        'Cine va controla acest cont?',
        'Кто будет распоряжаться этим счётом?',
        'Хто розпоряджатиметься цим рахунком?',
      ),
      options: [
        {
          value: '1',
          labels: labels(
            "The company's directors",
            'Los administradores de la empresa',
            'Os administradores da empresa',
            'Administratorii companiei',
            'Директора компании',
            'Директори компанії',
          ),
        },
        {
          value: '2',
          labels: labels(
            'Another person on behalf of the company',
            'Otra persona en nombre de la empresa',
            'Outra pessoa em nome da empresa',
            'O altă persoană în numele companiei',
            'Другое лицо от имени компании',
            'Інша особа від імені компанії',
          ),
        },
      ],
    },
    {
      id: 103,
      key: 'website',
      type: 'text',
      isRequired: false,
      labels: labels(
        "Company's website",
        'Sitio web de la empresa',
        'Site da empresa',
        'Site-ul companiei',
        'Сайт компании',
        'Вебсайт компанії',
      ),
    },
    {
      id: 104,
      key: 'licensedActivity',
      type: 'radio',
      isRequired: true,
      labels: labels(
        'Does the company carry out an activity that requires a licence or registration?',
        '¿Realiza la empresa alguna actividad que requiera licencia o registro?',
        'A empresa exerce alguma atividade que exija licença ou registo?',
        'Desfășoară compania o activitate care necesită licență sau autorizare?',
        'Ведёт ли компания деятельность, требующую лицензии или регистрации?',
        'Чи провадить компанія діяльність, що потребує ліцензії або реєстрації?',
      ),
      options: yesNo,
    },
    {
      id: 105,
      key: 'monthlyTransactions',
      type: 'select',
      isRequired: true,
      labels: labels(
        'Expected number of transactions a month',
        'Número previsto de operaciones al mes',
        'Número previsto de transações por mês',
        'Numărul estimat de tranzacții pe lună',
        'Ожидаемое число операций в месяц',
        'Очікувана кількість операцій на місяць',
      ),
      options: [
        { value: '1', labels: labels('Fewer than 50', 'Menos de 50', 'Menos de 50', 'Sub 50', 'Менее 50', 'Менше 50') },
        {
          value: '2',
          labels: labels('50 to 500', 'De 50 a 500', 'De 50 a 500', 'Între 50 și 500', 'От 50 до 500', 'Від 50 до 500'),
        },
        {
          value: '3',
          labels: labels('More than 500', 'Más de 500', 'Mais de 500', 'Peste 500', 'Более 500', 'Понад 500'),
        },
      ],
    },
    {
      id: 106,
      key: 'counterpartyCountries',
      type: 'textarea',
      isRequired: false,
      labels: labels(
        "Main countries of the company's customers and suppliers",
        'Principales países de los clientes y proveedores de la empresa',
        'Principais países dos clientes e fornecedores da empresa',
        'Principalele țări ale clienților și furnizorilor companiei',
        'Основные страны клиентов и поставщиков компании',
        'Основні країни клієнтів і постачальників компанії',
      ),
    },
  ],
};
