import { and, asc, eq, inArray } from 'drizzle-orm';
import { CONTENT_READER_ROLES } from '#contract/content/content.ts';
import type { AppLocale } from '#contract/locales.ts';
import type { AnswerType } from '#contract/player/player.ts';
import { contentRow, contentStore } from '#server/content/content-resource.ts';
import { addRevision } from '#server/content/revisions.ts';
import type { Db } from '#server/db/database.ts';
import {
  accounts,
  playerCategories,
  playerTestimonials,
  testimonials,
  users,
  videos,
} from '#server/db/schema.ts';
import { DEMO_MEDIA } from './demo-media.ts';

// The demo's website player (issue 26, decision 074): three categories, each with answers and a
// testimonial, in four real languages (Spanish usted, French vous, Korean polite). Answers are
// written through the content resource's own row-making with a first revision, as an admin's
// create does; the testimonials attach the demo's approved Jesus story and two of Grace's
// approved testimonials (their consent stays on their rows).

type Texts = { title: string; summary: string; body: string };
type Four<T> = Record<AppLocale, T>;

type DemoAnswer = {
  slug: string;
  type: AnswerType;
  /** A YouTube or Vimeo link, or `upload`: the demo's first monthly video (our own file). */
  video?: string;
  texts: Four<Texts>;
};

type DemoTestimonial = {
  slug: string;
  /** The approved Jesus story (by its video's slug), or Grace's approved testimonial by first name. */
  source: { story: string } | { firstName: string };
  titles: Four<string>;
};

type DemoCategory = {
  slug: string;
  position: number;
  cover: keyof typeof DEMO_MEDIA;
  titles: Four<string>;
  descriptions: Four<string>;
  answers: DemoAnswer[];
  testimonial: DemoTestimonial;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_PLAYER_CATEGORIES: readonly DemoCategory[] = [
  {
    slug: 'who-is-jesus',
    position: 10,
    cover: 'welcomePoster',
    titles: {
      en: 'Who is Jesus?',
      es: '¿Quién es Jesús?',
      fr: 'Qui est Jésus ?',
      ko: '예수님은 누구신가요?',
    },
    descriptions: {
      en: 'Short answers about the man from Nazareth: what he said, what he did and why it matters today.',
      es: 'Respuestas breves sobre el hombre de Nazaret: lo que dijo, lo que hizo y por qué importa hoy.',
      fr: 'De courtes réponses sur l’homme de Nazareth : ce qu’il a dit, ce qu’il a fait et pourquoi cela compte aujourd’hui.',
      ko: '나사렛 사람 예수님에 대한 짧은 답변입니다. 그분이 하신 말씀과 일, 그리고 그것이 오늘 왜 중요한지 알아보세요.',
    },
    answers: [
      {
        slug: 'who-is-jesus-in-three-minutes',
        type: 'video',
        video: 'upload',
        texts: {
          en: {
            title: 'Who is Jesus, in three minutes',
            summary: 'A short video on the one the Gospels call the Son of God.',
            body: '<p>Jesus was born in Bethlehem and grew up in Nazareth. He healed the sick, welcomed outsiders and taught that God is a Father who looks for his lost children.</p><p>He said: <em>"I am the way, the truth and the life."</em> (John 14:6)</p>',
          },
          es: {
            title: 'Quién es Jesús, en tres minutos',
            summary: 'Un video breve sobre aquel a quien los Evangelios llaman el Hijo de Dios.',
            body: '<p>Jesús nació en Belén y creció en Nazaret. Sanó a los enfermos, recibió a los excluidos y enseñó que Dios es un Padre que busca a sus hijos perdidos.</p><p>Él dijo: <em>«Yo soy el camino, la verdad y la vida».</em> (Juan 14:6)</p>',
          },
          fr: {
            title: 'Qui est Jésus, en trois minutes',
            summary: 'Une courte vidéo sur celui que les Évangiles appellent le Fils de Dieu.',
            body: '<p>Jésus est né à Bethléem et a grandi à Nazareth. Il a guéri des malades, accueilli les exclus et enseigné que Dieu est un Père qui cherche ses enfants perdus.</p><p>Il a dit : <em>« Je suis le chemin, la vérité et la vie. »</em> (Jean 14.6)</p>',
          },
          ko: {
            title: '3분 안에 알아보는 예수님',
            summary: '복음서가 하나님의 아들이라 부르는 분에 대한 짧은 영상입니다.',
            body: '<p>예수님은 베들레헴에서 태어나 나사렛에서 자라셨습니다. 병든 사람을 고치시고 소외된 사람을 맞아 주셨으며, 하나님은 잃어버린 자녀를 찾으시는 아버지라고 가르치셨습니다.</p><p>예수님은 <em>“내가 곧 길이요 진리요 생명이니”</em>라고 말씀하셨습니다. (요한복음 14:6)</p>',
          },
        },
      },
      {
        slug: 'was-jesus-a-real-person',
        type: 'article',
        texts: {
          en: {
            title: 'Was Jesus a real person?',
            summary: 'What historians, Christian and not, say about Jesus of Nazareth.',
            body: '<h2>What history tells us</h2><p>Besides the four Gospels, Roman and Jewish writers of the first and second centuries mention Jesus: the historian Tacitus writes that he was executed under Pontius Pilate, and Josephus calls him a wise man who had many followers.</p><p>Most historians today agree that Jesus lived, taught in Galilee and was crucified in Jerusalem. The question the Gospels leave with us is another one: <strong>who do you say he is?</strong></p>',
          },
          es: {
            title: '¿Jesús existió de verdad?',
            summary: 'Lo que dicen los historiadores, cristianos o no, sobre Jesús de Nazaret.',
            body: '<h2>Lo que nos dice la historia</h2><p>Además de los cuatro Evangelios, escritores romanos y judíos de los siglos I y II mencionan a Jesús: el historiador Tácito escribe que fue ejecutado bajo Poncio Pilato, y Josefo lo llama un hombre sabio que tenía muchos seguidores.</p><p>Hoy la mayoría de los historiadores coinciden en que Jesús vivió, enseñó en Galilea y fue crucificado en Jerusalén. La pregunta que nos dejan los Evangelios es otra: <strong>¿quién dice usted que es él?</strong></p>',
          },
          fr: {
            title: 'Jésus a-t-il vraiment existé ?',
            summary: 'Ce que disent les historiens, chrétiens ou non, de Jésus de Nazareth.',
            body: '<h2>Ce que nous dit l’histoire</h2><p>En plus des quatre Évangiles, des auteurs romains et juifs des Ier et IIe siècles mentionnent Jésus : l’historien Tacite écrit qu’il a été exécuté sous Ponce Pilate, et Flavius Josèphe l’appelle un homme sage qui avait de nombreux disciples.</p><p>Aujourd’hui, la plupart des historiens s’accordent à dire que Jésus a vécu, enseigné en Galilée et été crucifié à Jérusalem. La question que nous laissent les Évangiles est une autre : <strong>et vous, qui dites-vous qu’il est ?</strong></p>',
          },
          ko: {
            title: '예수님은 실제로 살았던 분인가요?',
            summary: '그리스도인이든 아니든 역사가들이 나사렛 예수에 대해 말하는 것입니다.',
            body: '<h2>역사가 알려 주는 것</h2><p>네 복음서 말고도 1~2세기의 로마와 유대 저술가들이 예수님을 언급합니다. 역사가 타키투스는 예수님이 본디오 빌라도 때에 처형되셨다고 기록했고, 요세푸스는 많은 제자를 둔 지혜로운 사람이라고 불렀습니다.</p><p>오늘날 대부분의 역사가는 예수님이 실제로 사셨고, 갈릴리에서 가르치셨으며, 예루살렘에서 십자가에 못 박히셨다는 데 동의합니다. 복음서가 우리에게 남기는 질문은 다른 것입니다. <strong>당신은 그분을 누구라고 말하시겠습니까?</strong></p>',
          },
        },
      },
      {
        slug: 'a-prayer-to-know-jesus',
        type: 'prayer',
        texts: {
          en: {
            title: 'A prayer to know Jesus',
            summary: 'Words to pray if you want to begin following Jesus.',
            body: '<p>Jesus, I want to know you.</p><p>Thank you for loving me as I am. Forgive me for the wrong I have done. I believe you died and rose again for me.</p><p>Come into my life and lead me from today. Amen.</p>',
          },
          es: {
            title: 'Una oración para conocer a Jesús',
            summary: 'Palabras para orar si usted quiere empezar a seguir a Jesús.',
            body: '<p>Jesús, quiero conocerte.</p><p>Gracias por amarme tal como soy. Perdona el mal que he hecho. Creo que moriste y resucitaste por mí.</p><p>Entra en mi vida y guíame desde hoy. Amén.</p>',
          },
          fr: {
            title: 'Une prière pour connaître Jésus',
            summary: 'Des mots à prier si vous voulez commencer à suivre Jésus.',
            body: '<p>Jésus, je veux te connaître.</p><p>Merci de m’aimer tel que je suis. Pardonne-moi le mal que j’ai fait. Je crois que tu es mort et ressuscité pour moi.</p><p>Viens dans ma vie et conduis-moi dès aujourd’hui. Amen.</p>',
          },
          ko: {
            title: '예수님을 알기 위한 기도',
            summary: '예수님을 따르기 시작하고 싶으시다면 이렇게 기도해 보세요.',
            body: '<p>예수님, 주님을 알고 싶습니다.</p><p>있는 모습 그대로 저를 사랑해 주셔서 감사합니다. 제가 지은 잘못을 용서해 주세요. 주님께서 저를 위해 죽으시고 다시 살아나셨음을 믿습니다.</p><p>제 삶에 들어오셔서 오늘부터 저를 인도해 주세요. 아멘.</p>',
          },
        },
      },
    ],
    testimonial: {
      slug: 'maria-met-jesus',
      source: { story: 'maria-santos' },
      titles: {
        en: 'Maria: how I met Jesus',
        es: 'María: cómo conocí a Jesús',
        fr: 'Maria : comment j’ai rencontré Jésus',
        ko: '마리아: 제가 예수님을 만난 이야기',
      },
    },
  },
  {
    slug: 'hope-in-hard-times',
    position: 20,
    cover: 'storyPoster',
    titles: {
      en: 'Hope in hard times',
      es: 'Esperanza en tiempos difíciles',
      fr: 'L’espérance dans les temps difficiles',
      ko: '어려운 때의 소망',
    },
    descriptions: {
      en: 'For days of grief, illness or worry: where God is when life hurts.',
      es: 'Para los días de duelo, enfermedad o preocupación: dónde está Dios cuando la vida duele.',
      fr: 'Pour les jours de deuil, de maladie ou d’inquiétude : où est Dieu quand la vie fait mal.',
      ko: '슬픔과 질병, 걱정이 있는 날을 위해: 삶이 아플 때 하나님은 어디에 계실까요?',
    },
    answers: [
      {
        slug: 'where-is-god-when-it-hurts',
        type: 'video',
        video: 'https://vimeo.com/76979871',
        texts: {
          en: {
            title: 'Where is God when it hurts?',
            summary: 'A pastor answers the question many of us ask in the hospital corridor.',
            body: '<p>The Bible does not hide pain. The Psalms cry out, Job argues with God, and Jesus himself wept at his friend’s grave.</p><p>God does not promise a life without suffering. He promises to be with us in it: <em>"When you pass through the waters, I will be with you."</em> (Isaiah 43:2)</p>',
          },
          es: {
            title: '¿Dónde está Dios cuando duele?',
            summary:
              'Un pastor responde la pregunta que muchos nos hacemos en el pasillo del hospital.',
            body: '<p>La Biblia no oculta el dolor. Los Salmos claman, Job discute con Dios y el mismo Jesús lloró ante la tumba de su amigo.</p><p>Dios no promete una vida sin sufrimiento. Promete estar con nosotros en él: <em>«Cuando pases por las aguas, yo estaré contigo».</em> (Isaías 43:2)</p>',
          },
          fr: {
            title: 'Où est Dieu quand on souffre ?',
            summary:
              'Un pasteur répond à la question que beaucoup se posent dans un couloir d’hôpital.',
            body: '<p>La Bible ne cache pas la douleur. Les Psaumes crient, Job discute avec Dieu, et Jésus lui-même a pleuré devant la tombe de son ami.</p><p>Dieu ne promet pas une vie sans souffrance. Il promet d’être avec nous dans l’épreuve : <em>« Si tu traverses les eaux, je serai avec toi. »</em> (Ésaïe 43.2)</p>',
          },
          ko: {
            title: '아플 때 하나님은 어디에 계신가요?',
            summary: '많은 분이 병원 복도에서 묻는 질문에 한 목사님이 답합니다.',
            body: '<p>성경은 고통을 감추지 않습니다. 시편은 부르짖고, 욥은 하나님께 따지며, 예수님도 친구의 무덤 앞에서 우셨습니다.</p><p>하나님은 고난 없는 삶을 약속하지 않으십니다. 고난 속에서 함께하시겠다고 약속하십니다. <em>“네가 물 가운데로 지날 때에 내가 함께할 것이라”</em> (이사야 43:2)</p>',
          },
        },
      },
      {
        slug: 'hope-that-holds',
        type: 'article',
        texts: {
          en: {
            title: 'A hope that holds',
            summary: 'Why Christian hope is more than optimism.',
            body: '<h2>More than optimism</h2><p>Optimism says things will get better. Christian hope says that even when they do not, God has the last word, and that word is life.</p><ul><li>Hope rests on what God has done: Jesus rose from the dead.</li><li>Hope is shared: no one has to carry a heavy day alone.</li><li>Hope looks ahead: <em>"He will wipe every tear from their eyes."</em> (Revelation 21:4)</li></ul>',
          },
          es: {
            title: 'Una esperanza que sostiene',
            summary: 'Por qué la esperanza cristiana es más que optimismo.',
            body: '<h2>Más que optimismo</h2><p>El optimismo dice que las cosas van a mejorar. La esperanza cristiana dice que, aun cuando no mejoran, Dios tiene la última palabra, y esa palabra es vida.</p><ul><li>La esperanza descansa en lo que Dios ha hecho: Jesús resucitó.</li><li>La esperanza se comparte: nadie tiene que cargar solo un día pesado.</li><li>La esperanza mira hacia adelante: <em>«Él enjugará toda lágrima de sus ojos».</em> (Apocalipsis 21:4)</li></ul>',
          },
          fr: {
            title: 'Une espérance qui tient',
            summary: 'Pourquoi l’espérance chrétienne est plus que de l’optimisme.',
            body: '<h2>Plus que de l’optimisme</h2><p>L’optimisme dit que les choses vont s’arranger. L’espérance chrétienne dit que, même quand elles ne s’arrangent pas, Dieu a le dernier mot, et ce mot est la vie.</p><ul><li>L’espérance repose sur ce que Dieu a fait : Jésus est ressuscité.</li><li>L’espérance se partage : personne ne doit porter seul une journée lourde.</li><li>L’espérance regarde devant : <em>« Il essuiera toute larme de leurs yeux. »</em> (Apocalypse 21.4)</li></ul>',
          },
          ko: {
            title: '흔들리지 않는 소망',
            summary: '그리스도인의 소망이 낙관보다 큰 이유입니다.',
            body: '<h2>낙관보다 큰 것</h2><p>낙관은 모든 것이 나아질 것이라고 말합니다. 그리스도인의 소망은 나아지지 않을 때에도 하나님께서 마지막 말씀을 하시며, 그 말씀은 생명이라고 말합니다.</p><ul><li>소망은 하나님께서 하신 일 위에 서 있습니다. 예수님께서 다시 살아나셨습니다.</li><li>소망은 함께 나눕니다. 힘든 하루를 혼자 짊어지지 않으셔도 됩니다.</li><li>소망은 앞을 바라봅니다. <em>“모든 눈물을 그 눈에서 닦아 주시니”</em> (요한계시록 21:4)</li></ul>',
          },
        },
      },
      {
        slug: 'a-prayer-for-hard-days',
        type: 'prayer',
        texts: {
          en: {
            title: 'A prayer for hard days',
            summary: 'When you do not know what to say to God.',
            body: '<p>Lord, today is heavy.</p><p>I do not understand everything, but I bring you what I carry. Give me strength for this day, people beside me, and your peace that is beyond understanding.</p><p>Amen.</p>',
          },
          es: {
            title: 'Una oración para los días difíciles',
            summary: 'Cuando usted no sabe qué decirle a Dios.',
            body: '<p>Señor, hoy es un día pesado.</p><p>No lo entiendo todo, pero te traigo lo que cargo. Dame fuerzas para este día, personas a mi lado y tu paz que sobrepasa todo entendimiento.</p><p>Amén.</p>',
          },
          fr: {
            title: 'Une prière pour les jours difficiles',
            summary: 'Quand vous ne savez pas quoi dire à Dieu.',
            body: '<p>Seigneur, aujourd’hui est lourd.</p><p>Je ne comprends pas tout, mais je t’apporte ce que je porte. Donne-moi la force pour ce jour, des personnes à mes côtés et ta paix qui surpasse toute intelligence.</p><p>Amen.</p>',
          },
          ko: {
            title: '힘든 날을 위한 기도',
            summary: '하나님께 무슨 말씀을 드려야 할지 모르실 때 드리는 기도입니다.',
            body: '<p>주님, 오늘은 마음이 무겁습니다.</p><p>모든 것을 이해하지는 못하지만 제가 지고 있는 짐을 주님께 가져옵니다. 오늘 하루를 견딜 힘과 곁에 있어 줄 사람들, 그리고 모든 지각에 뛰어난 주님의 평안을 주세요.</p><p>아멘.</p>',
          },
        },
      },
    ],
    testimonial: {
      slug: 'lucia-found-hope',
      source: { firstName: 'Lucía' },
      titles: {
        en: 'Lucía found hope in a hard season',
        es: 'Lucía encontró esperanza en un tiempo difícil',
        fr: 'Lucía a trouvé l’espérance dans une période difficile',
        ko: '어려운 시기에 소망을 찾은 루시아',
      },
    },
  },
  {
    slug: 'prayer',
    position: 30,
    cover: 'welcomePoster',
    titles: { en: 'Prayer', es: 'La oración', fr: 'La prière', ko: '기도' },
    descriptions: {
      en: 'How to talk with God, in your own words or with the words Jesus taught.',
      es: 'Cómo hablar con Dios, con sus propias palabras o con las palabras que Jesús enseñó.',
      fr: 'Comment parler avec Dieu, avec vos propres mots ou avec les mots que Jésus a enseignés.',
      ko: '내 말로, 또는 예수님께서 가르쳐 주신 말씀으로 하나님과 대화하는 방법입니다.',
    },
    answers: [
      {
        slug: 'how-do-i-pray',
        type: 'article',
        texts: {
          en: {
            title: 'How do I pray?',
            summary: 'Prayer is talking with God. Here is a simple way to begin.',
            body: '<h2>Four simple steps</h2><ol><li><strong>Thank</strong> God for one thing from today.</li><li><strong>Tell</strong> him honestly how you are.</li><li><strong>Ask</strong> for what you and others need.</li><li><strong>Listen</strong>: stay quiet for a moment, or read a few verses of a Gospel.</li></ol><p>There are no wrong words. God looks at the heart.</p>',
          },
          es: {
            title: '¿Cómo oro?',
            summary: 'Orar es hablar con Dios. Esta es una manera sencilla de empezar.',
            body: '<h2>Cuatro pasos sencillos</h2><ol><li><strong>Agradezca</strong> a Dios por una cosa de hoy.</li><li><strong>Dígale</strong> con sinceridad cómo está usted.</li><li><strong>Pida</strong> lo que usted y otros necesitan.</li><li><strong>Escuche</strong>: quédese en silencio un momento o lea unos versículos de un Evangelio.</li></ol><p>No hay palabras equivocadas. Dios mira el corazón.</p>',
          },
          fr: {
            title: 'Comment prier ?',
            summary: 'Prier, c’est parler avec Dieu. Voici une manière simple de commencer.',
            body: '<h2>Quatre étapes simples</h2><ol><li><strong>Remerciez</strong> Dieu pour une chose d’aujourd’hui.</li><li><strong>Dites-lui</strong> honnêtement comment vous allez.</li><li><strong>Demandez</strong> ce dont vous et d’autres avez besoin.</li><li><strong>Écoutez</strong> : restez en silence un moment, ou lisez quelques versets d’un Évangile.</li></ol><p>Il n’y a pas de mauvais mots. Dieu regarde au cœur.</p>',
          },
          ko: {
            title: '어떻게 기도하나요?',
            summary: '기도는 하나님과 대화하는 것입니다. 쉽게 시작하는 방법을 알려 드립니다.',
            body: '<h2>간단한 네 단계</h2><ol><li>오늘 있었던 한 가지 일로 하나님께 <strong>감사하세요</strong>.</li><li>지금 어떠신지 솔직하게 <strong>말씀드리세요</strong>.</li><li>나와 다른 사람에게 필요한 것을 <strong>구하세요</strong>.</li><li>잠시 조용히 <strong>귀 기울이세요</strong>. 복음서 몇 구절을 읽으셔도 좋습니다.</li></ol><p>틀린 말은 없습니다. 하나님은 마음을 보십니다.</p>',
          },
        },
      },
      {
        slug: 'the-lords-prayer',
        type: 'prayer',
        texts: {
          en: {
            title: 'The Lord’s Prayer',
            summary: 'The prayer Jesus taught his disciples (Matthew 6:9–13).',
            body: '<p>Our Father in heaven, hallowed be your name, your kingdom come, your will be done, on earth as in heaven.</p><p>Give us today our daily bread. Forgive us our sins as we forgive those who sin against us. Lead us not into temptation but deliver us from evil.</p><p>For the kingdom, the power, and the glory are yours now and for ever. Amen.</p>',
          },
          es: {
            title: 'El Padre Nuestro',
            summary: 'La oración que Jesús enseñó a sus discípulos (Mateo 6:9-13).',
            body: '<p>Padre nuestro que estás en los cielos, santificado sea tu nombre. Venga tu reino. Hágase tu voluntad, como en el cielo, así también en la tierra.</p><p>El pan nuestro de cada día, dánoslo hoy. Y perdónanos nuestras deudas, como también nosotros perdonamos a nuestros deudores. Y no nos metas en tentación, mas líbranos del mal.</p><p>Porque tuyo es el reino, y el poder, y la gloria, por todos los siglos. Amén.</p>',
          },
          fr: {
            title: 'Le Notre Père',
            summary: 'La prière que Jésus a enseignée à ses disciples (Matthieu 6.9-13).',
            body: '<p>Notre Père qui es aux cieux, que ton nom soit sanctifié, que ton règne vienne, que ta volonté soit faite sur la terre comme au ciel.</p><p>Donne-nous aujourd’hui notre pain de ce jour. Pardonne-nous nos offenses, comme nous pardonnons aussi à ceux qui nous ont offensés. Et ne nous soumets pas à la tentation, mais délivre-nous du mal.</p><p>Car c’est à toi qu’appartiennent le règne, la puissance et la gloire, aux siècles des siècles. Amen.</p>',
          },
          ko: {
            title: '주기도문',
            summary: '예수님께서 제자들에게 가르쳐 주신 기도입니다 (마태복음 6:9-13).',
            body: '<p>하늘에 계신 우리 아버지, 이름이 거룩히 여김을 받으시오며, 나라가 임하시오며, 뜻이 하늘에서 이루어진 것같이 땅에서도 이루어지이다.</p><p>오늘 우리에게 일용할 양식을 주시옵고, 우리가 우리에게 잘못한 자를 용서하여 준 것같이 우리 죄를 용서하여 주시옵고, 우리를 시험에 들게 하지 마시옵고, 다만 악에서 구하시옵소서.</p><p>나라와 권세와 영광이 아버지께 영원히 있사옵나이다. 아멘.</p>',
          },
        },
      },
    ],
    testimonial: {
      slug: 'daniel-came-back',
      source: { firstName: 'Daniel' },
      titles: {
        en: 'Daniel: a card, a video and a Sunday',
        es: 'Daniel: una tarjeta, un video y un domingo',
        fr: 'Daniel : une carte, une vidéo et un dimanche',
        ko: '다니엘: 카드 한 장, 영상 하나, 그리고 주일',
      },
    },
  },
];

/** Writes an answer as the admin's create does: the resource's row, then its first revision. */
async function createAnswer(
  tx: Db,
  adminId: number,
  now: Date,
  categoryId: number,
  position: number,
  answer: DemoAnswer,
  uploadedVideoId: number | undefined,
): Promise<void> {
  const input: Record<string, unknown> = {
    kind: 'answer',
    slug: answer.slug,
    roles: [...CONTENT_READER_ROLES],
    status: 'published',
    publish_at: new Date(now.getTime() - 7 * DAY_MS).toISOString(),
    languages: ['en', 'es', 'fr', 'ko'],
    position,
    category_id: categoryId,
    answer_type: answer.type,
    video_id: answer.video === 'upload' ? (uploadedVideoId ?? null) : null,
    video_link: answer.video && answer.video !== 'upload' ? answer.video : null,
  };
  for (const [language, texts] of Object.entries(answer.texts)) {
    input[`title_${language}`] = texts.title;
    input[`summary_${language}`] = texts.summary;
    input[`body_${language}`] = texts.body;
  }
  const id = await contentStore.insert(tx, await contentRow(input, undefined, now));
  const record = await contentStore.get(tx, id);
  if (record) await addRevision(tx, record as typeof record & { id: number }, adminId, now);
}

/** The demo's player: left alone where a category's slug exists already. */
export async function seedDemoPlayer(tx: Db, now: Date): Promise<void> {
  const [admin] = await tx
    .select({ id: users.id, accountId: users.accountId })
    .from(users)
    .where(eq(users.email, 'admin@demo.church'));
  if (!admin) return;
  // The demo's first monthly video (our own file), for the answer that plays one.
  const [uploaded] = await tx
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.kind, 'monthly'), eq(videos.accountId, admin.accountId)))
    .orderBy(asc(videos.id))
    .limit(1);
  const [grace] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.slug, 'grace-community-church'));
  const existing = new Set(
    (await tx.select({ slug: playerCategories.slug }).from(playerCategories)).map(
      (row) => row.slug,
    ),
  );
  for (const category of DEMO_PLAYER_CATEGORIES) {
    if (existing.has(category.slug)) continue;
    const [created] = await tx
      .insert(playerCategories)
      .values({
        slug: category.slug,
        position: category.position,
        status: 'published',
        titleEn: category.titles.en,
        titleEs: category.titles.es,
        titleFr: category.titles.fr,
        titleKo: category.titles.ko,
        descriptionEn: category.descriptions.en,
        descriptionEs: category.descriptions.es,
        descriptionFr: category.descriptions.fr,
        descriptionKo: category.descriptions.ko,
        coverKey: DEMO_MEDIA[category.cover].key,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: playerCategories.id });
    if (!created) continue;
    for (const [index, answer] of category.answers.entries()) {
      await createAnswer(tx, admin.id, now, created.id, (index + 1) * 10, answer, uploaded?.id);
    }
    const source = category.testimonial.source;
    let videoId: number | null = null;
    let testimonialId: number | null = null;
    if ('story' in source) {
      const [story] = await tx
        .select({ id: videos.id })
        .from(videos)
        .where(
          and(
            eq(videos.slug, source.story),
            eq(videos.kind, 'story'),
            eq(videos.status, 'approved'),
          ),
        );
      videoId = story?.id ?? null;
    } else if (grace) {
      const [written] = await tx
        .select({ id: testimonials.id })
        .from(testimonials)
        .where(
          and(
            eq(testimonials.accountId, grace.id),
            eq(testimonials.firstName, source.firstName),
            inArray(testimonials.status, ['approved']),
          ),
        );
      testimonialId = written?.id ?? null;
    }
    if (videoId === null && testimonialId === null) continue;
    const titles = category.testimonial.titles;
    await tx.insert(playerTestimonials).values({
      categoryId: created.id,
      slug: category.testimonial.slug,
      position: 10,
      status: 'published',
      titleEn: titles.en,
      titleEs: titles.es,
      titleFr: titles.fr,
      titleKo: titles.ko,
      videoId,
      testimonialId,
      createdAt: now,
      updatedAt: now,
    });
  }
}
