import type { IndustryGroupId } from '@tessera/contract';
import { entry, labels, type LabelledEntry, type Labels } from './labels.ts';

/** An industry group as stored: its labels (English as the spec gives it) and its industries. */
export interface IndustryGroupContent {
  readonly id: IndustryGroupId;
  readonly labels: Labels;
  readonly industries: readonly LabelledEntry[];
}

/**
 * Industries in the four groups of spec 002 §3, labelled as the spec labels them in English. Ids are
 * unique across groups (adult 101–199, mainstream 201–299, financial 301–399, investment 401–499),
 * so a stored industry id also tells its group (decision 0083).
 */
export const industryGroups: readonly IndustryGroupContent[] = [
  {
    id: 'adult',
    labels: labels(
      'Adult Related Business',
      'Negocios para adultos',
      'Negócios para adultos',
      'Afaceri pentru adulți',
      'Бизнес для взрослых',
      'Бізнес для дорослих',
    ),
    industries: [
      entry(
        101,
        labels(
          'Adult content production',
          'Producción de contenido para adultos',
          'Produção de conteúdo para adultos',
          'Producție de conținut pentru adulți',
          'Производство контента для взрослых',
          'Виробництво контенту для дорослих',
        ),
      ),
      entry(
        102,
        labels(
          'Webcam studio',
          'Estudio de webcam',
          'Estúdio de webcam',
          'Studio de videochat',
          'Вебкам-студия',
          'Вебкам-студія',
        ),
      ),
      entry(
        103,
        labels(
          'Adult live-streaming platform',
          'Plataforma de streaming para adultos',
          'Plataforma de streaming para adultos',
          'Platformă de streaming pentru adulți',
          'Стриминговая платформа для взрослых',
          'Стрімінгова платформа для дорослих',
        ),
      ),
      entry(
        104,
        labels(
          'Adult dating service',
          'Servicio de citas para adultos',
          'Serviço de encontros para adultos',
          'Serviciu de întâlniri pentru adulți',
          'Сервис знакомств для взрослых',
          'Сервіс знайомств для дорослих',
        ),
      ),
      entry(
        105,
        labels(
          'Adult affiliate network',
          'Red de afiliados para adultos',
          'Rede de afiliados para adultos',
          'Rețea de afiliere pentru adulți',
          'Партнёрская сеть для взрослых',
          'Партнерська мережа для дорослих',
        ),
      ),
      entry(
        106,
        labels(
          'Adult products retail',
          'Venta de productos para adultos',
          'Venda de produtos para adultos',
          'Comerț cu produse pentru adulți',
          'Торговля товарами для взрослых',
          'Торгівля товарами для дорослих',
        ),
      ),
    ],
  },
  {
    id: 'mainstream',
    labels: labels(
      'Mainstream Company',
      'Empresa convencional',
      'Empresa convencional',
      'Companie din domenii generale',
      'Обычная компания',
      'Звичайна компанія',
    ),
    industries: [
      entry(
        201,
        labels(
          'Software and IT services',
          'Software y servicios de TI',
          'Software e serviços de TI',
          'Software și servicii IT',
          'ПО и ИТ-услуги',
          'ПЗ та ІТ-послуги',
        ),
      ),
      entry(
        202,
        labels(
          'Web hosting and cloud services',
          'Alojamiento web y servicios en la nube',
          'Alojamento web e serviços na nuvem',
          'Găzduire web și servicii cloud',
          'Хостинг и облачные услуги',
          'Хостинг і хмарні послуги',
        ),
      ),
      entry(
        203,
        labels(
          'Online advertising and marketing',
          'Publicidad y marketing en línea',
          'Publicidade e marketing online',
          'Publicitate și marketing online',
          'Интернет-реклама и маркетинг',
          'Інтернет-реклама та маркетинг',
        ),
      ),
      entry(
        204,
        labels(
          'Affiliate network or programme',
          'Red o programa de afiliados',
          'Rede ou programa de afiliados',
          'Rețea sau program de afiliere',
          'Партнёрская сеть или программа',
          'Партнерська мережа або програма',
        ),
      ),
      entry(
        205,
        labels(
          'E-commerce and retail',
          'Comercio electrónico y minorista',
          'Comércio eletrónico e retalho',
          'Comerț electronic și retail',
          'Электронная и розничная торговля',
          'Електронна та роздрібна торгівля',
        ),
      ),
      entry(
        206,
        labels(
          'Media, streaming and entertainment',
          'Medios, streaming y entretenimiento',
          'Media, streaming e entretenimento',
          'Media, streaming și divertisment',
          'Медиа, стриминг и развлечения',
          'Медіа, стрімінг і розваги',
        ),
      ),
      entry(
        207,
        labels(
          'Video games (no gambling)',
          'Videojuegos (sin apuestas)',
          'Videojogos (sem apostas)',
          'Jocuri video (fără jocuri de noroc)',
          'Видеоигры (без азартных игр)',
          'Відеоігри (без азартних ігор)',
        ),
      ),
      entry(
        208,
        labels(
          'Freelance marketplace',
          'Plataforma de trabajo freelance',
          'Plataforma de trabalho freelance',
          'Platformă pentru freelanceri',
          'Биржа фриланса',
          'Біржа фрилансу',
        ),
      ),
      entry(
        209,
        labels(
          'Professional services (consulting, legal, accounting)',
          'Servicios profesionales (consultoría, jurídicos, contables)',
          'Serviços profissionais (consultoria, jurídicos, contabilidade)',
          'Servicii profesionale (consultanță, juridice, contabilitate)',
          'Профессиональные услуги (консалтинг, юридические, бухгалтерские)',
          'Професійні послуги (консалтинг, юридичні, бухгалтерські)',
        ),
      ),
      entry(
        210,
        labels(
          'Travel and hospitality',
          'Viajes y hostelería',
          'Viagens e hotelaria',
          'Turism și ospitalitate',
          'Туризм и гостиничный бизнес',
          'Туризм і готельний бізнес',
        ),
      ),
      entry(
        211,
        labels(
          'Education and e-learning',
          'Educación y formación en línea',
          'Educação e formação online',
          'Educație și e-learning',
          'Образование и онлайн-обучение',
          'Освіта та онлайн-навчання',
        ),
      ),
      entry(
        212,
        labels(
          'Health and wellness',
          'Salud y bienestar',
          'Saúde e bem-estar',
          'Sănătate și wellness',
          'Здоровье и велнес',
          'Здоров’я та велнес',
        ),
      ),
      entry(
        213,
        labels(
          'Logistics and transport',
          'Logística y transporte',
          'Logística e transportes',
          'Logistică și transport',
          'Логистика и транспорт',
          'Логістика та транспорт',
        ),
      ),
      entry(
        214,
        labels(
          'Manufacturing',
          'Fabricación',
          'Indústria transformadora',
          'Producție industrială',
          'Производство',
          'Виробництво',
        ),
      ),
      entry(215, labels('Real estate', 'Inmobiliario', 'Imobiliário', 'Imobiliare', 'Недвижимость', 'Нерухомість')),
      entry(
        216,
        labels(
          'Non-profit organisation',
          'Organización sin ánimo de lucro',
          'Organização sem fins lucrativos',
          'Organizație non-profit',
          'Некоммерческая организация',
          'Неприбуткова організація',
        ),
      ),
    ],
  },
  {
    id: 'financial',
    labels: labels(
      'Financial Companies',
      'Empresas financieras',
      'Empresas financeiras',
      'Companii financiare',
      'Финансовые компании',
      'Фінансові компанії',
    ),
    industries: [
      entry(
        301,
        labels(
          'Payment service provider or processor',
          'Proveedor o procesador de servicios de pago',
          'Prestador ou processador de serviços de pagamento',
          'Prestator sau procesator de servicii de plată',
          'Платёжный сервис или процессинг',
          'Платіжний сервіс або процесинг',
        ),
      ),
      entry(
        302,
        labels(
          'Electronic money institution',
          'Entidad de dinero electrónico',
          'Instituição de moeda eletrónica',
          'Instituție emitentă de monedă electronică',
          'Организация электронных денег',
          'Установа електронних грошей',
        ),
      ),
      entry(
        303,
        labels(
          'Bank or credit institution',
          'Banco o entidad de crédito',
          'Banco ou instituição de crédito',
          'Bancă sau instituție de credit',
          'Банк или кредитная организация',
          'Банк або кредитна установа',
        ),
      ),
      entry(
        304,
        labels(
          'Money remittance',
          'Envío de dinero',
          'Envio de dinheiro',
          'Transfer de bani',
          'Денежные переводы',
          'Грошові перекази',
        ),
      ),
      entry(
        305,
        labels(
          'Currency exchange office',
          'Casa de cambio',
          'Casa de câmbio',
          'Casă de schimb valutar',
          'Обменный пункт',
          'Обмінний пункт',
        ),
      ),
      entry(
        306,
        labels(
          'Cryptoasset service provider',
          'Proveedor de servicios de criptoactivos',
          'Prestador de serviços de criptoativos',
          'Furnizor de servicii de criptoactive',
          'Провайдер услуг с криптоактивами',
          'Провайдер послуг з криптоактивами',
        ),
      ),
      entry(
        307,
        labels(
          'Lending or consumer credit',
          'Préstamos o crédito al consumo',
          'Empréstimos ou crédito ao consumo',
          'Creditare sau credit de consum',
          'Кредитование или потребительские займы',
          'Кредитування або споживчі позики',
        ),
      ),
      entry(308, labels('Insurance', 'Seguros', 'Seguros', 'Asigurări', 'Страхование', 'Страхування')),
    ],
  },
  {
    id: 'investment',
    labels: labels(
      'Investment Companies',
      'Empresas de inversión',
      'Empresas de investimento',
      'Companii de investiții',
      'Инвестиционные компании',
      'Інвестиційні компанії',
    ),
    industries: [
      entry(
        401,
        labels(
          'Investment firm or broker',
          'Empresa de inversión o bróker',
          'Empresa de investimento ou corretora',
          'Firmă de investiții sau broker',
          'Инвестиционная фирма или брокер',
          'Інвестиційна фірма або брокер',
        ),
      ),
      entry(
        402,
        labels(
          'Asset or fund management',
          'Gestión de activos o fondos',
          'Gestão de ativos ou fundos',
          'Administrarea activelor sau a fondurilor',
          'Управление активами или фондами',
          'Управління активами або фондами',
        ),
      ),
      entry(
        403,
        labels(
          'Venture capital or private equity',
          'Capital riesgo o capital privado',
          'Capital de risco ou private equity',
          'Capital de risc sau private equity',
          'Венчурный капитал или прямые инвестиции',
          'Венчурний капітал або прямі інвестиції',
        ),
      ),
      entry(
        404,
        labels(
          'Trading platform (forex, CFDs)',
          'Plataforma de trading (forex, CFD)',
          'Plataforma de negociação (forex, CFD)',
          'Platformă de tranzacționare (forex, CFD)',
          'Торговая платформа (форекс, CFD)',
          'Торгова платформа (форекс, CFD)',
        ),
      ),
      entry(
        405,
        labels(
          'Holding company',
          'Sociedad de cartera (holding)',
          'Sociedade gestora de participações (holding)',
          'Companie holding',
          'Холдинговая компания',
          'Холдингова компанія',
        ),
      ),
      entry(
        406,
        labels('Family office', 'Family office', 'Family office', 'Family office', 'Семейный офис', 'Сімейний офіс'),
      ),
    ],
  },
];
