import type { AccountPurposeListType, SourceOfFundsListType } from '@tessera/contract';
import { entry, labels, type LabelledEntry } from './labels.ts';

/**
 * Sources of funds (spec 002 §3), one list per kind. Ids are unique across the four lists (personal
 * 1–99, personal v2 101–199, employee 201–299, business 301–399) so a stored id names one entry.
 */
export const sourcesOfFunds: Readonly<Record<SourceOfFundsListType, readonly LabelledEntry[]>> = {
  personal: [
    entry(
      1,
      labels(
        'Salary or wages',
        'Salario o sueldo',
        'Salário ou ordenado',
        'Salariu',
        'Заработная плата',
        'Заробітна плата',
      ),
    ),
    entry(
      2,
      labels(
        'Self-employment or business income',
        'Ingresos como autónomo o de un negocio',
        'Rendimentos de atividade independente ou empresarial',
        'Venituri din activități independente sau afaceri',
        'Доход от самозанятости или бизнеса',
        'Дохід від самозайнятості або бізнесу',
      ),
    ),
    entry(3, labels('Savings', 'Ahorros', 'Poupanças', 'Economii', 'Сбережения', 'Заощадження')),
    entry(
      4,
      labels(
        'Investments and dividends',
        'Inversiones y dividendos',
        'Investimentos e dividendos',
        'Investiții și dividende',
        'Инвестиции и дивиденды',
        'Інвестиції та дивіденди',
      ),
    ),
    entry(
      5,
      labels(
        'Pension or social benefits',
        'Pensión o prestaciones sociales',
        'Pensão ou prestações sociais',
        'Pensie sau ajutoare sociale',
        'Пенсия или социальные пособия',
        'Пенсія або соціальні виплати',
      ),
    ),
    entry(6, labels('Inheritance', 'Herencia', 'Herança', 'Moștenire', 'Наследство', 'Спадщина')),
    entry(7, labels('Gift', 'Donación', 'Doação', 'Donație', 'Дарение', 'Дарування')),
    entry(
      8,
      labels(
        'Sale of property or other assets',
        'Venta de inmuebles u otros bienes',
        'Venda de imóveis ou outros bens',
        'Vânzarea unei proprietăți sau a altor bunuri',
        'Продажа недвижимости или другого имущества',
        'Продаж нерухомості або іншого майна',
      ),
    ),
    entry(9, labels('Loan', 'Préstamo', 'Empréstimo', 'Împrumut', 'Кредит или заём', 'Кредит або позика')),
    entry(10, labels('Other', 'Otro', 'Outro', 'Altă sursă', 'Другое', 'Інше')),
  ],
  personalV2: [
    entry(
      101,
      labels(
        'Employment income (salary, bonus)',
        'Ingresos del trabajo (salario, primas)',
        'Rendimentos do trabalho (salário, prémios)',
        'Venituri din salariu (salariu, prime)',
        'Доход по найму (зарплата, премии)',
        'Дохід за наймом (зарплата, премії)',
      ),
    ),
    entry(
      102,
      labels(
        'Freelance or contract income',
        'Ingresos como freelance o por contrato',
        'Rendimentos de trabalho independente ou por contrato',
        'Venituri din activități independente sau contracte',
        'Доход от фриланса или по договорам',
        'Дохід від фрилансу або за договорами',
      ),
    ),
    entry(
      103,
      labels(
        'Income from online platforms (advertising, affiliate, streaming)',
        'Ingresos de plataformas en línea (publicidad, afiliación, streaming)',
        'Rendimentos de plataformas online (publicidade, afiliação, streaming)',
        'Venituri din platforme online (publicitate, afiliere, streaming)',
        'Доход от онлайн-платформ (реклама, партнёрские программы, стриминг)',
        'Дохід від онлайн-платформ (реклама, партнерські програми, стрімінг)',
      ),
    ),
    entry(
      104,
      labels(
        'Profits or dividends from my own company',
        'Beneficios o dividendos de mi propia empresa',
        'Lucros ou dividendos da minha própria empresa',
        'Profit sau dividende din propria firmă',
        'Прибыль или дивиденды собственной компании',
        'Прибуток або дивіденди власної компанії',
      ),
    ),
    entry(
      105,
      labels(
        'Investment income (interest, dividends, capital gains)',
        'Rendimientos de inversiones (intereses, dividendos, plusvalías)',
        'Rendimentos de investimentos (juros, dividendos, mais-valias)',
        'Venituri din investiții (dobânzi, dividende, câștiguri de capital)',
        'Инвестиционный доход (проценты, дивиденды, прирост капитала)',
        'Інвестиційний дохід (відсотки, дивіденди, приріст капіталу)',
      ),
    ),
    entry(
      106,
      labels(
        'Sale of cryptoassets',
        'Venta de criptoactivos',
        'Venda de criptoativos',
        'Vânzarea de criptoactive',
        'Продажа криптоактивов',
        'Продаж криптоактивів',
      ),
    ),
    entry(
      107,
      labels(
        'Pension, annuity or social benefits',
        'Pensión, renta vitalicia o prestaciones sociales',
        'Pensão, renda vitalícia ou prestações sociais',
        'Pensie, rentă sau ajutoare sociale',
        'Пенсия, рента или социальные пособия',
        'Пенсія, рента або соціальні виплати',
      ),
    ),
    entry(
      108,
      labels(
        'Inheritance or gift',
        'Herencia o donación',
        'Herança ou doação',
        'Moștenire sau donație',
        'Наследство или дарение',
        'Спадщина або дарування',
      ),
    ),
    entry(
      109,
      labels(
        'Sale of real estate or other assets',
        'Venta de inmuebles u otros activos',
        'Venda de imóveis ou outros ativos',
        'Vânzarea de imobile sau alte active',
        'Продажа недвижимости или других активов',
        'Продаж нерухомості або інших активів',
      ),
    ),
    entry(
      110,
      labels(
        'Rental income',
        'Ingresos por alquiler',
        'Rendimentos de arrendamento',
        'Venituri din chirii',
        'Доход от аренды',
        'Дохід від оренди',
      ),
    ),
    entry(
      111,
      labels(
        'Loan or credit',
        'Préstamo o crédito',
        'Empréstimo ou crédito',
        'Împrumut sau credit',
        'Кредит или заём',
        'Кредит або позика',
      ),
    ),
    entry(112, labels('Other', 'Otro', 'Outro', 'Altă sursă', 'Другое', 'Інше')),
  ],
  employee: [
    entry(
      201,
      labels(
        'Salary from the company',
        'Salario de la empresa',
        'Salário da empresa',
        'Salariu de la companie',
        'Зарплата в компании',
        'Зарплата в компанії',
      ),
    ),
    entry(
      202,
      labels(
        "Director's fees",
        'Remuneración como administrador',
        'Remuneração como administrador',
        'Indemnizație de administrator',
        'Вознаграждение директора',
        'Винагорода директора',
      ),
    ),
    entry(
      203,
      labels(
        'Dividends from the company',
        'Dividendos de la empresa',
        'Dividendos da empresa',
        'Dividende de la companie',
        'Дивиденды компании',
        'Дивіденди компанії',
      ),
    ),
    entry(
      204,
      labels(
        'Personal savings',
        'Ahorros personales',
        'Poupanças pessoais',
        'Economii personale',
        'Личные сбережения',
        'Особисті заощадження',
      ),
    ),
    entry(
      205,
      labels('Other income', 'Otros ingresos', 'Outros rendimentos', 'Alte venituri', 'Другой доход', 'Інший дохід'),
    ),
  ],
  business: [
    entry(
      301,
      labels(
        'Revenue from the sale of goods',
        'Ingresos por venta de bienes',
        'Receitas da venda de bens',
        'Venituri din vânzarea de bunuri',
        'Выручка от продажи товаров',
        'Виручка від продажу товарів',
      ),
    ),
    entry(
      302,
      labels(
        'Revenue from services',
        'Ingresos por prestación de servicios',
        'Receitas da prestação de serviços',
        'Venituri din prestarea de servicii',
        'Выручка от оказания услуг',
        'Виручка від надання послуг',
      ),
    ),
    entry(
      303,
      labels(
        'Commission or affiliate revenue',
        'Ingresos por comisiones o afiliación',
        'Receitas de comissões ou afiliação',
        'Venituri din comisioane sau afiliere',
        'Комиссионный или партнёрский доход',
        'Комісійний або партнерський дохід',
      ),
    ),
    entry(
      304,
      labels(
        'Advertising revenue',
        'Ingresos publicitarios',
        'Receitas de publicidade',
        'Venituri din publicitate',
        'Доход от рекламы',
        'Дохід від реклами',
      ),
    ),
    entry(
      305,
      labels(
        "Shareholders' capital",
        'Aportaciones de los socios',
        'Capital dos sócios',
        'Capital al asociaților',
        'Капитал участников',
        'Капітал учасників',
      ),
    ),
    entry(
      306,
      labels(
        'Loans or credit facilities',
        'Préstamos o líneas de crédito',
        'Empréstimos ou linhas de crédito',
        'Împrumuturi sau linii de credit',
        'Займы или кредитные линии',
        'Позики або кредитні лінії',
      ),
    ),
    entry(
      307,
      labels(
        'Grants or subsidies',
        'Subvenciones o ayudas',
        'Subsídios ou apoios',
        'Granturi sau subvenții',
        'Гранты или субсидии',
        'Гранти або субсидії',
      ),
    ),
    entry(
      308,
      labels(
        'Investment income',
        'Rendimientos de inversiones',
        'Rendimentos de investimentos',
        'Venituri din investiții',
        'Инвестиционный доход',
        'Інвестиційний дохід',
      ),
    ),
    entry(
      309,
      labels(
        'Sale of assets',
        'Venta de activos',
        'Venda de ativos',
        'Vânzarea de active',
        'Продажа активов',
        'Продаж активів',
      ),
    ),
    entry(310, labels('Other', 'Otro', 'Outro', 'Altă sursă', 'Другое', 'Інше')),
  ],
};

/** Purposes of account (spec 002 §3): personal ids 1–99, business 101–199. */
export const accountPurposes: Readonly<Record<AccountPurposeListType, readonly LabelledEntry[]>> = {
  personal: [
    entry(
      1,
      labels(
        'Receiving salary or freelance payments',
        'Recibir el salario o pagos como freelance',
        'Receber salário ou pagamentos como freelancer',
        'Primirea salariului sau a plăților pentru activități independente',
        'Получение зарплаты или оплаты за фриланс',
        'Отримання зарплати або оплати за фриланс',
      ),
    ),
    entry(
      2,
      labels(
        'Receiving payouts from online platforms',
        'Recibir pagos de plataformas en línea',
        'Receber pagamentos de plataformas online',
        'Primirea plăților de la platforme online',
        'Получение выплат от онлайн-платформ',
        'Отримання виплат від онлайн-платформ',
      ),
    ),
    entry(
      3,
      labels(
        'Paying for goods and services',
        'Pagar bienes y servicios',
        'Pagar bens e serviços',
        'Plata bunurilor și serviciilor',
        'Оплата товаров и услуг',
        'Оплата товарів і послуг',
      ),
    ),
    entry(
      4,
      labels(
        'Sending money to family and friends',
        'Enviar dinero a familiares y amigos',
        'Enviar dinheiro a familiares e amigos',
        'Trimiterea de bani familiei și prietenilor',
        'Переводы родственникам и друзьям',
        'Перекази родичам і друзям',
      ),
    ),
    entry(5, labels('Saving', 'Ahorrar', 'Poupar', 'Economisire', 'Накопления', 'Заощадження')),
    entry(
      6,
      labels(
        'Currency exchange',
        'Cambio de divisas',
        'Câmbio de moeda',
        'Schimb valutar',
        'Обмен валюты',
        'Обмін валюти',
      ),
    ),
    entry(
      7,
      labels(
        'Spending while travelling',
        'Gastos en viajes',
        'Despesas em viagem',
        'Cheltuieli în călătorii',
        'Расходы в поездках',
        'Витрати в подорожах',
      ),
    ),
    entry(8, labels('Other', 'Otro', 'Outro', 'Alt scop', 'Другое', 'Інше')),
  ],
  business: [
    entry(
      101,
      labels(
        'Receiving payments from customers',
        'Cobrar a clientes',
        'Receber pagamentos de clientes',
        'Încasarea plăților de la clienți',
        'Получение платежей от клиентов',
        'Отримання платежів від клієнтів',
      ),
    ),
    entry(
      102,
      labels(
        'Paying suppliers and contractors',
        'Pagar a proveedores y contratistas',
        'Pagar a fornecedores e prestadores',
        'Plata furnizorilor și a contractorilor',
        'Оплата поставщикам и подрядчикам',
        'Оплата постачальникам і підрядникам',
      ),
    ),
    entry(
      103,
      labels(
        'Paying salaries and commissions',
        'Pagar salarios y comisiones',
        'Pagar salários e comissões',
        'Plata salariilor și a comisioanelor',
        'Выплата зарплат и комиссий',
        'Виплата зарплат і комісій',
      ),
    ),
    entry(
      104,
      labels(
        'Mass payouts to partners or affiliates',
        'Pagos masivos a socios o afiliados',
        'Pagamentos em massa a parceiros ou afiliados',
        'Plăți în masă către parteneri sau afiliați',
        'Массовые выплаты партнёрам',
        'Масові виплати партнерам',
      ),
    ),
    entry(
      105,
      labels(
        'Settlement of card acquiring',
        'Liquidación de adquirencia de tarjetas',
        'Liquidação de aceitação de cartões',
        'Decontarea încasărilor cu cardul',
        'Расчёты по эквайрингу',
        'Розрахунки за еквайрингом',
      ),
    ),
    entry(
      106,
      labels(
        'Treasury and currency exchange',
        'Tesorería y cambio de divisas',
        'Tesouraria e câmbio',
        'Trezorerie și schimb valutar',
        'Казначейство и обмен валюты',
        'Казначейство та обмін валюти',
      ),
    ),
    entry(
      107,
      labels(
        'Transfers within a group of companies',
        'Transferencias dentro del grupo empresarial',
        'Transferências dentro do grupo empresarial',
        'Transferuri în cadrul grupului de firme',
        'Переводы внутри группы компаний',
        'Перекази всередині групи компаній',
      ),
    ),
    entry(108, labels('Other', 'Otro', 'Outro', 'Alt scop', 'Другое', 'Інше')),
  ],
};
