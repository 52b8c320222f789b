import { matchForm } from '../glossary/phrases.ts';

/*
 * Common words of everyday talk in the 8 languages (weather, time, feelings, people, places,
 * greetings, chat about the platform) that are not products. A query word in this list is never
 * spelling-corrected and is no evidence on its own: "the weather is nice today", "how are you my
 * friend" or "I love this song" find nothing, however a catalog happens to word its descriptions.
 * Product words are kept out of it (they live in the glossary).
 */

const EN = `
weather today tomorrow yesterday tonight morning evening afternoon night noon time times hour hours
minute minutes second seconds week weekend holiday holidays vacation birthday anniversary party
sunny rainy rain raining snow snowing cloudy windy wind storm hot cold warm cool chilly humid sun
sky moon star stars beautiful lovely pretty ugly happy sad angry tired sleepy bored boring funny
fun joke jokes laugh smile love loved loves lovely like liked likes enjoy enjoyed hate feel feeling
feelings fine okay alright good bad better worse nice great awesome amazing wonderful terrible
horrible cool fantastic perfect interesting weird strange crazy today's life world people person
man woman men women boy girl child children kid kids baby family friend friends mother father mom
dad brother sister son daughter wife husband uncle aunt grandma grandpa neighbour neighbor boss
colleague teacher student doctor nurse name names age old young live lives living home house room
city town country village street road school college university office work working job jobs
meeting meetings lunch dinner breakfast eat eating ate drink drinking sleep sleeping slept wake
walk walking run running play playing game games football soccer cricket tennis sport sports match
team win won lose lost movie movies film films music song songs sing singing dance dancing book
books read reading write writing story stories news radio internet phone call calling
called email message messages chat talk talking speak speaking say said tell told ask asked answer
question think thought believe know knew understand remember forget forgot mean means meant
wonder wondering guess maybe perhaps probably really actually definitely absolutely sure certainly
indeed quite rather pretty somewhat almost already still yet again always never often sometimes
usually ever forever now later early late soon recently lately tonight everyday daily everything
nothing anything something everyone nobody someone anybody everybody yes no not hello hi hey bye
goodbye welcome thanks thank sorry excuse pardon congratulations cheers lol haha hmm wow oh ah oops
please kindly sir madam dear friend buddy mate bro guys folks test testing ping hello world foo bar
baz qux lorem ipsum dolor amet sit consectetur adipiscing elit random nonsense gibberish blah
what when where who why how which whose whatever whenever wherever however way ways thing things
stuff lot lots bit little big small large huge tiny long short high low full empty open close closed
new old first last next previous same different other another own real true false right wrong left
easy hard difficult simple possible impossible important ready busy free available happy going
come coming came go goes went gone get got getting make made making take took taken give gave given
see saw seen look looking looked watch watching watched hear heard listen listening wait waiting
stay stayed leave left meet met visit visited travel traveling travelling trip trips flight
airport hotel beach mountain mountains river lake sea ocean park garden tree trees flower flowers
dog dogs cat cats bird birds pet pets animal animals horse cow fishing
colour color colours colors red blue green yellow black white brown pink purple orange grey gray
monday tuesday wednesday thursday friday saturday sunday january february march april may june july
august september october november december spring summer autumn fall winter season seasons year
years month months day days
politics election president government economy stock stocks bitcoin crypto weatherman forecast
temperature degrees celsius fahrenheit climate
hungry thirsty sick ill healthy health hospital
software app apps website password login account bug bugs code coding programming
robot ai chatgpt gpt bot human
english spanish french german hindi arabic chinese portuguese language languages speak speaks
food foods back free care quick over under take soon highway broke broken lazy fox jumps meet meeting
restaurant sunset call car cars road capital president king queen country countries
favourite favorite keys key internet slow fast weekend vacation holiday trip
drink drinks bebida bebidas boisson boissons getränk getränke
sweet dream dreams sleep tired exhausted traffic homework joke meaning
`;

const ES = `
tiempo clima hoy mañana ayer noche tarde día días semana fin hora horas sol lluvia llueve nieve frío
calor caliente nublado viento bonito bonita hermoso hermosa feliz triste cansado cansada aburrido
amor amigo amiga amigos familia madre padre mamá papá hermano hermana hijo hija esposo esposa casa
ciudad país trabajo escuela comida cena almuerzo desayuno comer beber dormir película música canción
fútbol partido juego equipo libro noticias teléfono llamar hablar decir pensar saber creo bien mal
bueno buena malo mala genial increíble gracias hola adiós buenos buenas cómo estás está todo nada
algo siempre nunca ahora luego pronto tarde temprano año años mes meses lunes martes miércoles jueves
viernes sábado domingo primavera verano otoño invierno perro gato pájaro flor árbol playa mar montaña
`;

const FR = `
temps météo aujourd'hui demain hier nuit soir matin jour jours semaine heure heures soleil pluie pleut
neige froid chaud beau belle joli jolie heureux heureuse triste fatigué amour ami amie amis famille
mère père maman papa frère sœur fils fille mari femme maison ville pays travail école repas dîner
déjeuner manger boire dormir film musique chanson football match jeu équipe livre nouvelles
téléphone appeler parler dire penser savoir bien mal bon bonne mauvais génial incroyable salut
comment allez vas tout rien quelque toujours jamais maintenant bientôt année années lundi mardi
mercredi jeudi vendredi samedi dimanche printemps été automne hiver chien chat oiseau fleur arbre
plage mer montagne aime aimer
`;

const DE = `
wetter heute morgen gestern nacht abend tag tage woche stunde stunden sonne regen regnet schnee kalt
warm heiß schön hübsch glücklich traurig müde liebe freund freundin freunde familie mutter vater mama
papa bruder schwester sohn tochter mann frau haus stadt land arbeit schule essen trinken schlafen
film musik lied fußball spiel mannschaft buch nachrichten telefon anrufen sprechen sagen denken
wissen gut schlecht toll super prima hallo tschüss wie geht's alles nichts etwas immer nie jetzt bald
jahr jahre monat montag dienstag mittwoch donnerstag freitag samstag sonntag frühling sommer herbst
winter hund katze vogel blume baum strand meer berg
`;

const PT = `
tempo clima hoje amanhã ontem noite tarde dia dias semana hora horas sol chuva chove neve frio calor
quente bonito bonita lindo linda feliz triste cansado amor amigo amiga amigos família mãe pai irmão
irmã filho filha marido esposa casa cidade país trabalho escola comida jantar almoço comer beber
dormir filme música canção futebol jogo time livro notícias telefone ligar falar dizer pensar saber
bem mal bom boa ótimo incrível obrigado olá tchau tudo nada algo sempre nunca agora logo ano anos mês
segunda terça quarta quinta sexta sábado domingo primavera verão outono inverno cachorro gato pássaro
flor árvore praia mar montanha
`;

const HI = `
मौसम आज कल रात सुबह शाम दिन हफ्ता समय धूप बारिश ठंड गर्मी सुंदर खुश दुखी थका प्यार दोस्त परिवार
माँ पिता भाई बहन बेटा बेटी घर शहर देश काम स्कूल खाना पीना फिल्म गाना क्रिकेट खेल किताब खबर फोन
अच्छा अच्छी बुरा बढ़िया नमस्ते कैसे कैसा कैसी हो सब कुछ नहीं हमेशा कभी अब साल महीना कुत्ता बिल्ली
mausam aaj kal raat subah shaam din samay dhoop baarish thand garmi sundar khush dukhi pyaar dost
parivaar ghar shahar kaam khana peena film gaana khel kitab khabar achha accha bura badhiya kaise
kaisa kaisi ho sab kuch nahi nahin hamesha kabhi ab saal mahina kya haal yaar
`;

const AR = `
طقس جو اليوم غدا أمس ليل ليلة صباح مساء يوم أسبوع ساعة شمس مطر ثلج برد حر حار جميل جميلة سعيد حزين
متعب حب صديق أصدقاء عائلة أم أب أخ أخت ابن ابنة زوج زوجة بيت منزل مدينة بلد عمل مدرسة أكل شرب نوم
فيلم موسيقى أغنية كرة القدم مباراة لعبة كتاب أخبار هاتف كيف حالك حال بخير جيد سيء رائع مرحبا أهلا
وداعا كل شيء لا شيء دائما أبدا الآن قريبا سنة شهر كلب قطة طائر زهرة شجرة بحر جبل
`;

const ZH = `
天气 今天 明天 昨天 晚上 早上 下午 时间 太阳 下雨 下雪 很冷 很热 漂亮 美丽 开心 高兴 难过 累了 喜欢
朋友 家人 妈妈 爸爸 哥哥 姐姐 弟弟 妹妹 儿子 女儿 城市 国家 工作 学校 吃饭 睡觉 电影 音乐 唱歌 足球
比赛 游戏 新闻 电话 怎么 怎么样 不错 很好 真好 好的 再见 什么 一切 总是 现在 马上 周末 假期 生日
小狗 小猫 天天 气很 很好 真好
`;

function words(list: string): string[] {
  return list.split(/\s+/).filter(Boolean);
}

/** Folded common words (same normalisation as indexed text). */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  [EN, ES, FR, DE, PT, HI, AR, ZH].flatMap((list) =>
    words(list).flatMap((word) => matchForm(word).split(' ')),
  ),
);
