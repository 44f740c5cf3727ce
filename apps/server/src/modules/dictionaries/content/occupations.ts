import { entry, labels, type LabelledEntry, type Labels } from './labels.ts';

/**
 * Occupations, version 1: one flat list (spec 002 §3 "occupation"). Ids are stable and never reused;
 * a retired occupation is removed from the list, not renumbered (decision 0083).
 */
export const occupations: readonly LabelledEntry[] = [
  entry(
    1,
    labels(
      'Accountant or auditor',
      'Contador o auditor',
      'Contabilista ou auditor',
      'Contabil sau auditor',
      'Бухгалтер или аудитор',
      'Бухгалтер або аудитор',
    ),
  ),
  entry(
    2,
    labels(
      'Administrative or office worker',
      'Personal administrativo o de oficina',
      'Administrativo ou empregado de escritório',
      'Funcționar administrativ sau de birou',
      'Административный или офисный работник',
      'Адміністративний або офісний працівник',
    ),
  ),
  entry(
    3,
    labels(
      'Architect or engineer',
      'Arquitecto o ingeniero',
      'Arquiteto ou engenheiro',
      'Arhitect sau inginer',
      'Архитектор или инженер',
      'Архітектор або інженер',
    ),
  ),
  entry(
    4,
    labels(
      'Artist, musician or performer',
      'Artista, músico o intérprete',
      'Artista, músico ou intérprete',
      'Artist, muzician sau interpret',
      'Артист, музыкант или исполнитель',
      'Артист, музикант або виконавець',
    ),
  ),
  entry(
    5,
    labels(
      'Business owner or entrepreneur',
      'Empresario o emprendedor',
      'Empresário ou empreendedor',
      'Proprietar de afacere sau antreprenor',
      'Владелец бизнеса или предприниматель',
      'Власник бізнесу або підприємець',
    ),
  ),
  entry(
    6,
    labels(
      'Civil servant or public sector employee',
      'Funcionario o empleado del sector público',
      'Funcionário público',
      'Funcționar public sau angajat la stat',
      'Государственный служащий',
      'Державний службовець',
    ),
  ),
  entry(
    7,
    labels(
      'Construction or skilled trades worker',
      'Trabajador de la construcción u oficios',
      'Trabalhador da construção ou de ofícios',
      'Muncitor în construcții sau meserii',
      'Строитель или рабочий',
      'Будівельник або робітник',
    ),
  ),
  entry(8, labels('Consultant', 'Consultor', 'Consultor', 'Consultant', 'Консультант', 'Консультант')),
  entry(
    9,
    labels(
      'Content creator or influencer',
      'Creador de contenido o influencer',
      'Criador de conteúdo ou influenciador',
      'Creator de conținut sau influencer',
      'Автор контента или блогер',
      'Автор контенту або блогер',
    ),
  ),
  entry(
    10,
    labels(
      'Doctor or healthcare professional',
      'Médico o profesional sanitario',
      'Médico ou profissional de saúde',
      'Medic sau profesionist în sănătate',
      'Врач или медицинский работник',
      'Лікар або медичний працівник',
    ),
  ),
  entry(
    11,
    labels(
      'Driver or transport worker',
      'Conductor o trabajador del transporte',
      'Motorista ou trabalhador dos transportes',
      'Șofer sau lucrător în transporturi',
      'Водитель или работник транспорта',
      'Водій або працівник транспорту',
    ),
  ),
  entry(
    12,
    labels(
      'Farmer or agricultural worker',
      'Agricultor o trabajador agrícola',
      'Agricultor ou trabalhador agrícola',
      'Fermier sau lucrător agricol',
      'Фермер или работник сельского хозяйства',
      'Фермер або працівник сільського господарства',
    ),
  ),
  entry(
    13,
    labels(
      'Financial services professional',
      'Profesional de servicios financieros',
      'Profissional de serviços financeiros',
      'Specialist în servicii financiare',
      'Специалист финансовых услуг',
      'Фахівець фінансових послуг',
    ),
  ),
  entry(
    14,
    labels(
      'Freelancer or self-employed',
      'Autónomo o freelance',
      'Freelancer ou trabalhador independente',
      'Freelancer sau persoană fizică autorizată',
      'Фрилансер или самозанятый',
      'Фрилансер або самозайнятий',
    ),
  ),
  entry(
    15,
    labels(
      'Hospitality or food service worker',
      'Trabajador de hostelería o restauración',
      'Trabalhador de hotelaria ou restauração',
      'Lucrător în hoteluri sau restaurante',
      'Работник гостиничного бизнеса или общепита',
      'Працівник готельного бізнесу або громадського харчування',
    ),
  ),
  entry(
    16,
    labels(
      'IT professional or software developer',
      'Profesional de TI o desarrollador de software',
      'Profissional de TI ou programador',
      'Specialist IT sau dezvoltator software',
      'ИТ-специалист или разработчик ПО',
      'ІТ-фахівець або розробник ПЗ',
    ),
  ),
  entry(
    17,
    labels(
      'Journalist or media professional',
      'Periodista o profesional de medios',
      'Jornalista ou profissional de comunicação social',
      'Jurnalist sau profesionist media',
      'Журналист или работник СМИ',
      'Журналіст або працівник ЗМІ',
    ),
  ),
  entry(
    18,
    labels(
      'Lawyer or legal professional',
      'Abogado o profesional jurídico',
      'Advogado ou jurista',
      'Avocat sau jurist',
      'Юрист или адвокат',
      'Юрист або адвокат',
    ),
  ),
  entry(
    19,
    labels(
      'Manager or executive',
      'Directivo o ejecutivo',
      'Gestor ou quadro dirigente',
      'Manager sau director',
      'Руководитель или менеджер',
      'Керівник або менеджер',
    ),
  ),
  entry(
    20,
    labels(
      'Armed forces, police or security',
      'Fuerzas armadas, policía o seguridad',
      'Forças armadas, polícia ou segurança',
      'Forțe armate, poliție sau pază',
      'Военнослужащий, полиция или охрана',
      'Військовослужбовець, поліція або охорона',
    ),
  ),
  entry(
    21,
    labels(
      'Nurse or care worker',
      'Enfermero o cuidador',
      'Enfermeiro ou cuidador',
      'Asistent medical sau îngrijitor',
      'Медсестра или работник по уходу',
      'Медсестра або доглядальник',
    ),
  ),
  entry(
    22,
    labels(
      'Real estate agent',
      'Agente inmobiliario',
      'Agente imobiliário',
      'Agent imobiliar',
      'Агент по недвижимости',
      'Агент з нерухомості',
    ),
  ),
  entry(
    23,
    labels(
      'Retail or sales worker',
      'Dependiente o comercial',
      'Vendedor ou trabalhador do comércio',
      'Vânzător sau agent de vânzări',
      'Продавец или торговый представитель',
      'Продавець або торговий представник',
    ),
  ),
  entry(
    24,
    labels(
      'Scientist or researcher',
      'Científico o investigador',
      'Cientista ou investigador',
      'Cercetător științific',
      'Учёный или исследователь',
      'Науковець або дослідник',
    ),
  ),
  entry(
    25,
    labels(
      'Teacher or lecturer',
      'Profesor o docente',
      'Professor ou docente',
      'Profesor sau lector',
      'Учитель или преподаватель',
      'Вчитель або викладач',
    ),
  ),
  entry(
    26,
    labels(
      'Webmaster or affiliate marketer',
      'Webmaster o afiliado de marketing',
      'Webmaster ou afiliado de marketing',
      'Webmaster sau afiliat de marketing',
      'Вебмастер или партнёрский маркетолог',
      'Вебмайстер або партнерський маркетолог',
    ),
  ),
  entry(
    27,
    labels(
      'Live-streaming or webcam performer',
      'Artista de streaming o webcam',
      'Artista de streaming ou webcam',
      'Performer de streaming sau webcam',
      'Стример или вебкам-модель',
      'Стрімер або вебкам-модель',
    ),
  ),
  entry(
    28,
    labels(
      'Homemaker',
      'Amo o ama de casa',
      'Responsável pelo lar',
      'Casnic sau casnică',
      'Домохозяйка или домохозяин',
      'Домогосподарка або домогосподар',
    ),
  ),
  entry(29, labels('Student', 'Estudiante', 'Estudante', 'Student', 'Студент', 'Студент')),
  entry(30, labels('Retired', 'Jubilado', 'Reformado', 'Pensionar', 'Пенсионер', 'Пенсіонер')),
  entry(31, labels('Unemployed', 'Desempleado', 'Desempregado', 'Șomer', 'Безработный', 'Безробітний')),
  entry(32, labels('Other', 'Otra', 'Outra', 'Alta', 'Другое', 'Інше')),
];

/** A group of occupations, version 2: a stable id, its labels and the version-1 ids it holds. */
export interface OccupationGroupContent {
  readonly id: number;
  readonly labels: Labels;
  readonly occupationIds: readonly number[];
}

/**
 * Occupations, version 2 (spec 002 §3 "occupation (second version)"): the same occupations, same
 * ids, in groups a long list is easier to search by (decision 0083). Every version-1 id is in exactly
 * one group (a test checks).
 */
export const occupationGroups: readonly OccupationGroupContent[] = [
  {
    id: 1,
    labels: labels(
      'Business and finance',
      'Empresa y finanzas',
      'Negócios e finanças',
      'Afaceri și finanțe',
      'Бизнес и финансы',
      'Бізнес і фінанси',
    ),
    occupationIds: [5, 19, 1, 13, 8, 22, 14],
  },
  {
    id: 2,
    labels: labels(
      'Technology and online work',
      'Tecnología y trabajo en línea',
      'Tecnologia e trabalho online',
      'Tehnologie și muncă online',
      'Технологии и работа онлайн',
      'Технології та робота онлайн',
    ),
    occupationIds: [16, 26],
  },
  {
    id: 3,
    labels: labels(
      'Creative, media and entertainment',
      'Creatividad, medios y entretenimiento',
      'Criatividade, media e entretenimento',
      'Creație, media și divertisment',
      'Творчество, медиа и развлечения',
      'Творчість, медіа та розваги',
    ),
    occupationIds: [4, 9, 17, 27],
  },
  {
    id: 4,
    labels: labels(
      'Professional and academic',
      'Profesiones liberales y academia',
      'Profissões liberais e académicas',
      'Profesii liberale și mediul academic',
      'Профессии и наука',
      'Професії та наука',
    ),
    occupationIds: [3, 18, 24, 25],
  },
  {
    id: 5,
    labels: labels(
      'Health and care',
      'Salud y cuidados',
      'Saúde e cuidados',
      'Sănătate și îngrijire',
      'Здравоохранение и уход',
      'Охорона здоров’я та догляд',
    ),
    occupationIds: [10, 21],
  },
  {
    id: 6,
    labels: labels(
      'Public sector and security',
      'Sector público y seguridad',
      'Setor público e segurança',
      'Sector public și securitate',
      'Госсектор и безопасность',
      'Держсектор і безпека',
    ),
    occupationIds: [6, 20],
  },
  {
    id: 7,
    labels: labels(
      'Trades, transport and services',
      'Oficios, transporte y servicios',
      'Ofícios, transportes e serviços',
      'Meserii, transport și servicii',
      'Рабочие профессии, транспорт и услуги',
      'Робітничі професії, транспорт і послуги',
    ),
    occupationIds: [2, 7, 11, 12, 15, 23],
  },
  {
    id: 8,
    labels: labels(
      'Not in paid work',
      'Sin empleo remunerado',
      'Sem trabalho remunerado',
      'Fără loc de muncă plătit',
      'Не работаю по найму',
      'Не працюю за наймом',
    ),
    occupationIds: [28, 29, 30, 31],
  },
  { id: 9, labels: labels('Other', 'Otros', 'Outros', 'Altele', 'Другое', 'Інше'), occupationIds: [32] },
];
