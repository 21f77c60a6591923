import { eq } from 'drizzle-orm';
import type { ContentKind, ResourceType } from '#contract/content/content.ts';
import type { AppLocale } from '#contract/locales.ts';
import type { Role } from '#contract/roles.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, contentAttachments, contentItems, users, videos } from '#server/db/schema.ts';
import { contentRow, contentStore } from '#server/content/content-resource.ts';
import { addRevision } from '#server/content/revisions.ts';
import { DEMO_CONTENT_FILES } from './demo-content-files.ts';
import { DEMO_MEDIA } from './demo-media.ts';

// The demo's education and promotion content (issue 25, decision 072), in four real languages:
// study guides, bulletin inserts for partners and for care, resources, three monthly pages
// with the sample videos, and two posts. Written through the admin resource's own row-making
// (sanitized bodies, search words) with a first revision each, as an admin's create does.

type Texts = { title: string; summary: string; body: string };

type DemoItem = {
  kind: ContentKind;
  slug: string;
  topic?: string;
  resourceType?: ResourceType;
  roles: Role[];
  texts: Partial<Record<AppLocale, Texts>> & { en: Texts };
  /** Days before seeding it was published. */
  daysAgo?: number;
  file?: { key: keyof typeof DEMO_CONTENT_FILES; name: string };
};

const PARTNERS: Role[] = ['evangelism', 'free_evangelism', 'website', 'discipleship'];
const CARE: Role[] = ['care', 'website', 'discipleship'];
const EVERYONE: Role[] = [...PARTNERS, 'care', 'individual'];

const DEMO_ITEMS: DemoItem[] = [
  {
    kind: 'study_guide',
    slug: 'sharing-your-story',
    topic: 'evangelism',
    roles: PARTNERS,
    daysAgo: 20,
    file: { key: 'sharingYourStory', name: 'Sharing your story - study guide.pdf' },
    texts: {
      en: {
        title: 'Sharing your story',
        summary: 'Three sessions for small groups on telling what God has done in your life.',
        body: '<h2>Why your story matters</h2><p>The man in John 9 did not explain everything. He said what he knew: <em>"I was blind, and now I see."</em></p><ol><li>Read John 9 together.</li><li>Write your story: before, the turning point, since.</li><li>Practise in pairs: listen first, then share.</li></ol>',
      },
      es: {
        title: 'Comparta su historia',
        summary:
          'Tres sesiones para grupos pequeños sobre cómo contar lo que Dios ha hecho en su vida.',
        body: '<h2>Por qué su historia importa</h2><p>El hombre de Juan 9 no lo explicó todo. Dijo lo que sabía: <em>«Yo era ciego, y ahora veo».</em></p><ol><li>Lean juntos Juan 9.</li><li>Escriba su historia: antes, el momento decisivo, después.</li><li>Practiquen en parejas: primero escuche, luego comparta.</li></ol>',
      },
      fr: {
        title: 'Partagez votre histoire',
        summary:
          'Trois séances pour petits groupes sur la manière de raconter ce que Dieu a fait dans votre vie.',
        body: '<h2>Pourquoi votre histoire compte</h2><p>L’homme de Jean 9 n’a pas tout expliqué. Il a dit ce qu’il savait : <em>« J’étais aveugle, et maintenant je vois. »</em></p><ol><li>Lisez ensemble Jean 9.</li><li>Écrivez votre histoire : avant, le tournant, depuis.</li><li>Exercez-vous à deux : écoutez d’abord, puis partagez.</li></ol>',
      },
      ko: {
        title: '나의 이야기 나누기',
        summary: '하나님께서 내 삶에 행하신 일을 전하는 법을 배우는 소그룹 3회 과정입니다.',
        body: '<h2>나의 이야기가 중요한 이유</h2><p>요한복음 9장의 사람은 모든 것을 설명하지 않았습니다. 그는 아는 것을 말했습니다. <em>“내가 맹인으로 있다가 지금 보는 그것이니이다.”</em></p><ol><li>요한복음 9장을 함께 읽으세요.</li><li>나의 이야기를 적어 보세요: 이전, 전환점, 이후.</li><li>둘씩 짝지어 연습하세요: 먼저 듣고, 그다음 나누세요.</li></ol>',
      },
    },
  },
  {
    // No French: a French reader sees it in English, marked so.
    kind: 'study_guide',
    slug: 'prayer-walks',
    topic: 'prayer',
    roles: PARTNERS,
    daysAgo: 12,
    file: { key: 'prayerWalks', name: '기도 산책 안내서.pdf' },
    texts: {
      en: {
        title: 'Prayer walks in your neighbourhood',
        summary: 'A guide for walking and praying through the streets around your church.',
        body: '<p>Walk in twos or threes. Pray with your eyes open for the homes, schools and shops you pass.</p><ul><li>Pray for the people by name where you know them.</li><li>Note needs and places to serve.</li><li>Bring what you saw back to the church.</li></ul>',
      },
      es: {
        title: 'Caminatas de oración en su vecindario',
        summary: 'Una guía para caminar y orar por las calles alrededor de su iglesia.',
        body: '<p>Camine de dos en dos o de tres en tres. Ore con los ojos abiertos por los hogares, escuelas y tiendas por donde pase.</p><ul><li>Ore por las personas por su nombre cuando las conozca.</li><li>Anote necesidades y lugares donde servir.</li><li>Comparta con la iglesia lo que vio.</li></ul>',
      },
      ko: {
        title: '우리 동네 기도 산책',
        summary: '교회 주변 거리를 걸으며 기도하는 방법을 안내합니다.',
        body: '<p>두세 명씩 함께 걸으세요. 지나가는 집과 학교와 가게를 위해 눈을 뜨고 기도하세요.</p><ul><li>아는 사람은 이름을 불러 기도하세요.</li><li>필요한 것과 섬길 곳을 적어 두세요.</li><li>본 것을 교회에 나누세요.</li></ul>',
      },
    },
  },
  {
    kind: 'study_guide',
    slug: 'welcoming-visitors',
    topic: 'hospitality',
    roles: PARTNERS,
    daysAgo: 5,
    texts: {
      en: {
        title: 'Welcoming first-time visitors',
        summary: 'How a greeting team helps a guest feel at home from the car park to the coffee.',
        body: '<p>A guest decides in the first ten minutes whether they will come back.</p><ul><li>Greet at the door, not only inside.</li><li>Walk with them to their seat.</li><li>Invite them to coffee, and introduce one person.</li></ul>',
      },
      es: {
        title: 'Cómo recibir a quienes nos visitan por primera vez',
        summary:
          'Cómo un equipo de bienvenida ayuda a que un invitado se sienta en casa, del estacionamiento al café.',
        body: '<p>Un invitado decide en los primeros diez minutos si volverá.</p><ul><li>Salude en la puerta, no solo adentro.</li><li>Acompáñelo hasta su asiento.</li><li>Invítelo a tomar café y preséntele a una persona.</li></ul>',
      },
      fr: {
        title: 'Accueillir ceux qui viennent pour la première fois',
        summary:
          'Comment une équipe d’accueil aide un invité à se sentir chez lui, du parking au café.',
        body: '<p>Un invité décide dans les dix premières minutes s’il reviendra.</p><ul><li>Saluez à la porte, pas seulement à l’intérieur.</li><li>Accompagnez-le jusqu’à sa place.</li><li>Invitez-le à prendre un café et présentez-lui une personne.</li></ul>',
      },
      ko: {
        title: '처음 온 방문자 환영하기',
        summary: '주차장에서 커피 시간까지, 환영팀이 손님을 편안하게 맞이하는 방법입니다.',
        body: '<p>손님은 처음 10분 안에 다시 올지를 정합니다.</p><ul><li>안에서만이 아니라 문 앞에서 인사하세요.</li><li>자리까지 함께 걸어가세요.</li><li>커피에 초대하고 한 사람을 소개하세요.</li></ul>',
      },
    },
  },
  {
    kind: 'bulletin_insert',
    slug: 'invite-a-friend-sunday',
    topic: 'invitation',
    roles: PARTNERS,
    daysAgo: 8,
    file: { key: 'inviteAFriend', name: 'Invite a Friend Sunday.pdf' },
    texts: {
      en: {
        title: 'Invite a Friend Sunday',
        summary: 'A half-page insert inviting the congregation to bring a friend next Sunday.',
        body: '<p>This Sunday, bring someone with you. Everyone is welcome: come as you are.</p><p>Take an invitation card from the welcome desk and write your friend’s name on it as you pray for them.</p>',
      },
      es: {
        title: 'Domingo de invitar a un amigo',
        summary:
          'Un inserto de media página que invita a la congregación a traer a un amigo el próximo domingo.',
        body: '<p>Este domingo, traiga a alguien con usted. Todos son bienvenidos: venga tal como es.</p><p>Tome una tarjeta de invitación en la mesa de bienvenida y escriba en ella el nombre de su amigo mientras ora por él.</p>',
      },
      fr: {
        title: 'Dimanche « Invitez un ami »',
        summary:
          'Un encart d’une demi-page qui invite l’assemblée à venir avec un ami dimanche prochain.',
        body: '<p>Ce dimanche, venez avec quelqu’un. Tout le monde est le bienvenu : venez tel que vous êtes.</p><p>Prenez une carte d’invitation à l’accueil et écrivez-y le nom de votre ami en priant pour lui.</p>',
      },
      ko: {
        title: '친구 초청 주일',
        summary: '다음 주일에 친구를 데려오도록 성도들을 초대하는 반 페이지 주보 삽지입니다.',
        body: '<p>이번 주일에 누군가와 함께 오세요. 모두를 환영합니다. 있는 모습 그대로 오세요.</p><p>환영 데스크에서 초청 카드를 받아 친구의 이름을 적고 그를 위해 기도하세요.</p>',
      },
    },
  },
  {
    kind: 'bulletin_insert_care',
    slug: 'grief-support-group',
    topic: 'care',
    roles: CARE,
    daysAgo: 9,
    file: { key: 'griefSupport', name: 'When grief is heavy.pdf' },
    texts: {
      en: {
        title: 'When grief is heavy',
        summary: 'An insert announcing the grief support group, with a number to call.',
        body: '<p>Our grief support group meets every Tuesday at 7 pm in the church library.</p><p>You do not have to talk; you are welcome to listen.</p>',
      },
      es: {
        title: 'Cuando el duelo pesa',
        summary:
          'Un inserto que anuncia el grupo de apoyo en el duelo, con un número al que llamar.',
        body: '<p>Nuestro grupo de apoyo en el duelo se reúne cada martes a las 7 p. m. en la biblioteca de la iglesia.</p><p>No tiene que hablar; puede venir solo a escuchar.</p>',
      },
      fr: {
        title: 'Quand le deuil est lourd',
        summary:
          'Un encart qui annonce le groupe de soutien dans le deuil, avec un numéro à appeler.',
        body: '<p>Notre groupe de soutien dans le deuil se réunit chaque mardi à 19 h dans la bibliothèque de l’église.</p><p>Vous n’êtes pas obligé de parler ; vous pouvez simplement écouter.</p>',
      },
      ko: {
        title: '슬픔이 무거울 때',
        summary: '애도 지원 모임을 알리고 연락할 번호를 담은 주보 삽지입니다.',
        body: '<p>애도 지원 모임은 매주 화요일 저녁 7시에 교회 도서실에서 모입니다.</p><p>말하지 않으셔도 됩니다. 들으러만 오셔도 환영합니다.</p>',
      },
    },
  },
  {
    kind: 'resource',
    slug: 'welcome-slides',
    topic: 'welcome',
    resourceType: 'slides',
    roles: PARTNERS,
    daysAgo: 15,
    file: { key: 'welcomeSlides', name: 'Welcome slides.pdf' },
    texts: {
      en: {
        title: 'Welcome slides for Sunday',
        summary: 'Three slides for the screens before the service.',
        body: '<p>Show them while people arrive. The second slide points guests to the card in their seat.</p>',
      },
      es: {
        title: 'Diapositivas de bienvenida para el domingo',
        summary: 'Tres diapositivas para las pantallas antes del servicio.',
        body: '<p>Muéstrelas mientras llega la gente. La segunda diapositiva dirige a los invitados a la tarjeta en su asiento.</p>',
      },
      fr: {
        title: 'Diapositives d’accueil pour le dimanche',
        summary: 'Trois diapositives pour les écrans avant le culte.',
        body: '<p>Affichez-les pendant l’arrivée des gens. La deuxième diapositive indique aux invités la carte posée sur leur siège.</p>',
      },
      ko: {
        title: '주일 환영 슬라이드',
        summary: '예배 전 화면에 띄울 슬라이드 세 장입니다.',
        body: '<p>사람들이 도착하는 동안 보여 주세요. 두 번째 슬라이드는 손님에게 좌석의 카드를 안내합니다.</p>',
      },
    },
  },
  {
    kind: 'resource',
    slug: 'story-week-social-images',
    topic: 'social-media',
    resourceType: 'social_images',
    roles: PARTNERS,
    daysAgo: 10,
    file: { key: 'storyWeek', name: 'Story week - social images.pdf' },
    texts: {
      en: {
        title: 'Story week: social images',
        summary: 'Five square images to share during story week, one a day.',
        body: '<p>Each image comes with a caption idea. Post one a day and invite people to the welcome video.</p>',
      },
      es: {
        title: 'Semana de historias: imágenes para redes sociales',
        summary:
          'Cinco imágenes cuadradas para compartir durante la semana de historias, una por día.',
        body: '<p>Cada imagen incluye una idea de texto. Publique una por día e invite a las personas a ver el video de bienvenida.</p>',
      },
      fr: {
        title: 'Semaine des témoignages : images pour les réseaux sociaux',
        summary: 'Cinq images carrées à partager pendant la semaine des témoignages, une par jour.',
        body: '<p>Chaque image est accompagnée d’une idée de légende. Publiez-en une par jour et invitez à regarder la vidéo de bienvenue.</p>',
      },
      ko: {
        title: '이야기 주간 소셜 이미지',
        summary: '이야기 주간 동안 하루에 하나씩 공유할 정사각형 이미지 다섯 장입니다.',
        body: '<p>이미지마다 글귀 아이디어가 함께 있습니다. 하루에 하나씩 올리고 환영 영상으로 초대하세요.</p>',
      },
    },
  },
  {
    kind: 'resource',
    slug: 'invitation-card-poster',
    topic: 'invitation',
    resourceType: 'posters',
    roles: PARTNERS,
    daysAgo: 4,
    file: { key: 'invitationPoster', name: 'Invitation card poster.pdf' },
    texts: {
      en: {
        title: 'Invitation card poster',
        summary: 'A foyer poster: take a card, invite a friend. Letter or A4.',
        body: '<p>Hang it beside the card stand so that everyone knows the cards are theirs to give.</p>',
      },
      es: {
        title: 'Póster de las tarjetas de invitación',
        summary: 'Un póster para el vestíbulo: tome una tarjeta, invite a un amigo. Carta o A4.',
        body: '<p>Cuélguelo junto al exhibidor de tarjetas para que todos sepan que pueden tomarlas y regalarlas.</p>',
      },
      fr: {
        title: 'Affiche des cartes d’invitation',
        summary:
          'Une affiche pour le hall : prenez une carte, invitez un ami. Format Letter ou A4.',
        body: '<p>Accrochez-la à côté du présentoir pour que chacun sache que les cartes sont à offrir.</p>',
      },
      ko: {
        title: '초청 카드 포스터',
        summary: '로비용 포스터입니다: 카드를 가져가 친구를 초대하세요. 레터 또는 A4 크기입니다.',
        body: '<p>누구나 카드를 가져가 전할 수 있도록 카드 거치대 옆에 붙이세요.</p>',
      },
    },
  },
  {
    kind: 'post',
    slug: 'monthly-video-ready',
    roles: PARTNERS,
    daysAgo: 1,
    texts: {
      en: {
        title: 'This month’s video is ready',
        summary: 'Watch it with your team and use the talking points beside it.',
        body: '<p>The new monthly video is on Monthly videos, with talking points and a printable sheet.</p>',
      },
      es: {
        title: 'El video de este mes ya está disponible',
        summary: 'Véalo con su equipo y use los puntos de conversación que lo acompañan.',
        body: '<p>El nuevo video mensual está en Videos mensuales, con puntos de conversación y una hoja para imprimir.</p>',
      },
      fr: {
        title: 'La vidéo du mois est disponible',
        summary:
          'Regardez-la avec votre équipe et utilisez les points de discussion qui l’accompagnent.',
        body: '<p>La nouvelle vidéo du mois se trouve dans Vidéos du mois, avec des points de discussion et une fiche à imprimer.</p>',
      },
      ko: {
        title: '이번 달 영상이 준비되었습니다',
        summary: '팀과 함께 시청하고 옆에 있는 대화 주제를 활용하세요.',
        body: '<p>새 월간 영상은 대화 주제와 인쇄용 자료와 함께 월간 영상에 있습니다.</p>',
      },
    },
  },
  {
    kind: 'post',
    slug: 'care-inserts-available',
    roles: EVERYONE,
    daysAgo: 3,
    texts: {
      en: {
        title: 'New bulletin inserts for care teams',
        summary: 'A grief support insert is ready to print, in four languages.',
        body: '<p>Care teams can find it under Bulletin inserts. Each insert comes as a PDF.</p>',
      },
      es: {
        title: 'Nuevos insertos para los equipos de cuidado',
        summary: 'Un inserto sobre apoyo en el duelo está listo para imprimir, en cuatro idiomas.',
        body: '<p>Los equipos de cuidado lo encuentran en Insertos para el boletín. Cada inserto viene en PDF.</p>',
      },
      fr: {
        title: 'Nouveaux encarts pour les équipes d’accompagnement',
        summary: 'Un encart sur le soutien dans le deuil est prêt à imprimer, en quatre langues.',
        body: '<p>Les équipes d’accompagnement le trouveront dans Encarts pour le bulletin. Chaque encart est un PDF.</p>',
      },
      ko: {
        title: '돌봄팀을 위한 새 주보 삽지',
        summary: '애도 지원 삽지를 네 가지 언어로 인쇄할 수 있습니다.',
        body: '<p>돌봄팀은 주보 삽지에서 찾을 수 있습니다. 모든 삽지는 PDF로 제공됩니다.</p>',
      },
    },
  },
];

/** The monthly pages, this month's first; each plays one of the sample videos. */
const MONTHLY: { slug: string; video: 'welcome' | 'story'; texts: DemoItem['texts'] }[] = [
  {
    slug: 'start-with-a-question',
    video: 'welcome',
    texts: {
      en: {
        title: 'Start with a question',
        summary: 'Conversations about faith begin more easily with a question than a speech.',
        body: '<ul><li>What question opened a door for you?</li><li>Practise one question this week: “What gives you hope?”</li><li>Listen twice as long as you speak.</li></ul>',
      },
      es: {
        title: 'Empiece con una pregunta',
        summary:
          'Las conversaciones sobre la fe comienzan con más facilidad con una pregunta que con un discurso.',
        body: '<ul><li>¿Qué pregunta le abrió una puerta a usted?</li><li>Practique una pregunta esta semana: «¿Qué le da esperanza?»</li><li>Escuche el doble de lo que habla.</li></ul>',
      },
      fr: {
        title: 'Commencez par une question',
        summary:
          'Une conversation sur la foi commence plus facilement par une question que par un discours.',
        body: '<ul><li>Quelle question vous a ouvert une porte ?</li><li>Essayez une question cette semaine : « Qu’est-ce qui vous donne de l’espoir ? »</li><li>Écoutez deux fois plus que vous ne parlez.</li></ul>',
      },
      ko: {
        title: '질문으로 시작하세요',
        summary: '신앙에 대한 대화는 연설보다 질문으로 더 쉽게 시작됩니다.',
        body: '<ul><li>어떤 질문이 당신에게 문을 열어 주었나요?</li><li>이번 주에 한 가지 질문을 연습하세요: “무엇이 당신에게 희망을 주나요?”</li><li>말하는 것보다 두 배 더 들으세요.</li></ul>',
      },
    },
  },
  {
    slug: 'listening-well',
    video: 'story',
    texts: {
      en: {
        title: 'Listening well',
        summary: 'Why people open up to those who listen, and how to listen without fixing.',
        body: '<ul><li>Repeat back what you heard before you answer.</li><li>Ask “Tell me more” once more than feels natural.</li><li>Pray for the person afterwards, by name.</li></ul>',
      },
      es: {
        title: 'Escuchar bien',
        summary:
          'Por qué las personas se abren a quienes escuchan, y cómo escuchar sin querer arreglarlo todo.',
        body: '<ul><li>Repita lo que escuchó antes de responder.</li><li>Diga «Cuénteme más» una vez más de lo que le parece natural.</li><li>Después, ore por la persona por su nombre.</li></ul>',
      },
      fr: {
        title: 'Bien écouter',
        summary:
          'Pourquoi on s’ouvre à ceux qui écoutent, et comment écouter sans vouloir tout réparer.',
        body: '<ul><li>Reformulez ce que vous avez entendu avant de répondre.</li><li>Dites « Racontez-m’en plus » une fois de plus que ce qui vous semble naturel.</li><li>Ensuite, priez pour la personne en la nommant.</li></ul>',
      },
      ko: {
        title: '잘 듣기',
        summary: '사람들이 들어 주는 이에게 마음을 여는 이유와, 고치려 하지 않고 듣는 법입니다.',
        body: '<ul><li>대답하기 전에 들은 것을 다시 말해 보세요.</li><li>“더 이야기해 주세요”라고 한 번 더 말해 보세요.</li><li>그 후에 그 사람의 이름을 부르며 기도하세요.</li></ul>',
      },
    },
  },
  {
    slug: 'inviting-with-confidence',
    video: 'welcome',
    texts: {
      en: {
        title: 'Inviting with confidence',
        summary: 'A simple invitation, a card in hand, and no pressure.',
        body: '<ul><li>Invite to something specific: a service, a meal, a video.</li><li>Give a card so the invitation stays with them.</li><li>Follow up once, kindly.</li></ul>',
      },
      es: {
        title: 'Invitar con confianza',
        summary: 'Una invitación sencilla, una tarjeta en la mano y ninguna presión.',
        body: '<ul><li>Invite a algo concreto: un servicio, una comida, un video.</li><li>Entregue una tarjeta para que la invitación se quede con la persona.</li><li>Haga un seguimiento una vez, con amabilidad.</li></ul>',
      },
      fr: {
        title: 'Inviter avec assurance',
        summary: 'Une invitation simple, une carte en main, et aucune pression.',
        body: '<ul><li>Invitez à quelque chose de précis : un culte, un repas, une vidéo.</li><li>Donnez une carte pour que l’invitation reste avec la personne.</li><li>Relancez une fois, avec gentillesse.</li></ul>',
      },
      ko: {
        title: '자신 있게 초대하기',
        summary: '간단한 초대, 손에 든 카드 한 장, 그리고 부담 없이.',
        body: '<ul><li>예배, 식사, 영상처럼 구체적인 것에 초대하세요.</li><li>초대가 기억되도록 카드를 건네세요.</li><li>한 번, 친절하게 다시 연락하세요.</li></ul>',
      },
    },
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM` of the month `back` months before `now` (UTC). */
export function monthBefore(now: Date, back: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

async function createItem(
  tx: Db,
  adminId: number,
  now: Date,
  item: DemoItem & { month?: string; videoId?: number },
): Promise<void> {
  const languages = Object.keys(item.texts) as AppLocale[];
  const input: Record<string, unknown> = {
    kind: item.kind,
    slug: item.slug,
    topic: item.topic ?? '',
    resource_type: item.resourceType ?? null,
    month: item.month ?? null,
    roles: item.roles,
    status: 'published',
    publish_at: new Date(now.getTime() - (item.daysAgo ?? 0) * DAY_MS).toISOString(),
    languages,
    video_id: item.videoId ?? null,
  };
  for (const language of languages) {
    const texts = item.texts[language]!;
    input[`title_${language}`] = texts.title;
    input[`summary_${language}`] = texts.summary;
    input[`body_${language}`] = texts.body;
  }
  const id = await contentStore.insert(tx, await contentRow(input, undefined, now));
  if (item.file) {
    const file = DEMO_CONTENT_FILES[item.file.key];
    await tx.insert(contentAttachments).values({
      itemId: id,
      fileKey: file.key,
      fileName: item.file.name,
      contentType: file.contentType,
      size: file.body.length,
      createdAt: now,
    });
  }
  const record = await contentStore.get(tx, id);
  if (record) await addRevision(tx, record as typeof record & { id: number }, adminId, now);
}

/** Seeds the demo content; left alone where an item of the same kind and slug exists. */
export async function seedDemoContent(tx: Db, now: Date): Promise<void> {
  const [admin] = await tx
    .select({ id: users.id, accountId: users.accountId })
    .from(users)
    .where(eq(users.email, 'admin@demo.church'));
  if (!admin) return;
  const [organisation] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, admin.accountId));
  if (!organisation) return;
  const existing = new Set(
    (await tx.select({ kind: contentItems.kind, slug: contentItems.slug }).from(contentItems)).map(
      (row) => `${row.kind}/${row.slug}`,
    ),
  );
  const fresh = (kind: ContentKind, slug: string) => !existing.has(`${kind}/${slug}`);

  for (const item of DEMO_ITEMS) {
    if (fresh(item.kind, item.slug)) await createItem(tx, admin.id, now, item);
  }

  for (const [back, page] of MONTHLY.entries()) {
    if (!fresh('monthly_page', page.slug)) continue;
    const media = page.video === 'welcome' ? DEMO_MEDIA.welcomeVideo : DEMO_MEDIA.storyVideo;
    const poster = page.video === 'welcome' ? DEMO_MEDIA.welcomePoster : DEMO_MEDIA.storyPoster;
    const [video] = await tx
      .insert(videos)
      .values({
        accountId: organisation.id,
        userId: admin.id,
        kind: 'monthly',
        status: 'approved',
        sourceKey: media.key,
        fileKey: media.key,
        posterKey: poster.key,
        posterSeconds: 1,
        durationSeconds: 4,
        width: 640,
        height: 360,
        processing: 'ready',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: videos.id });
    await createItem(tx, admin.id, now, {
      kind: 'monthly_page',
      slug: page.slug,
      roles: PARTNERS,
      texts: page.texts,
      daysAgo: back * 30,
      month: monthBefore(now, back),
      videoId: video?.id,
      ...(back === 0
        ? { file: { key: 'talkingPoints' as const, name: 'Talking points.pdf' } }
        : {}),
    });
  }
}
