import type { CategoryId } from '../../common/categories';

/**
 * Words that mark a pack's subject, per category, in English and Japanese: what the extractive suggestions match a
 * pack's passages against (category-ranking.ts). Run through the search analyser before use, so "recipes" meets
 * "recipe" and 料理 meets the Japanese bigrams the chunks were indexed with; acronyms are written in capitals, as
 * the analyser keeps a capitalised acronym unstemmed. A word may sit in several categories ("training": sports and
 * pets): it then counts for each in proportion. Words of everyday prose ("plan", "test", "model") are left out or
 * shared, since alone they say little of what a pack is about.
 */
export const CATEGORY_VOCABULARY: Record<CategoryId, string> = {
  'software-app-development': [
    'software app apps application code coding programming programmer developer developers frontend backend',
    'react component components hook hooks javascript typescript python java kotlin swift rust golang compiler',
    'deploy deployment bug bugs debugging refactoring git repository mobile ios android browser render rendering',
    'function functions variable variables class classes state props css html server database devops',
    'ソフトウェア アプリ 開発 プログラミング コード エンジニア コンポーネント フック 実装 関数 変数',
  ].join(' '),
  'developer-libraries-apis': [
    'API APIs library libraries SDK endpoint endpoints request requests response responses authentication',
    'authorization OAuth token tokens package packages framework integration webhook webhooks JSON REST GraphQL',
    'HTTP status header headers pagination idempotency idempotent versioning payload schema client clients',
    'URL URLs resource resources method methods rate limit limiting error errors query parameter parameters',
    'ライブラリ エンドポイント 認証 パッケージ リクエスト レスポンス ステータス ヘッダー',
  ].join(' '),
  'business-marketing': [
    'business marketing marketer brand branding customer customers sales campaign campaigns funnel growth market',
    'markets strategy advertising ads SEO conversion conversions startup positioning segmentation segment segments',
    'competitor competitors pricing revenue launch acquisition retention churn CAC LTV B2B B2C audience channel',
    'channels attribution leads pipeline product-market go-to-market buyer buyers persona email',
    'マーケティング ビジネス 顧客 営業 広告 集客 戦略 ブランド 市場 売上 商品 販売 競合 ポジショニング',
  ].join(' '),
  'finance-investing': [
    'finance financial investing investment investments invest investor portfolio stock stocks bond bonds fund',
    'funds retirement tax taxes budget budgeting savings saving interest dividend dividends asset assets allocation',
    'index ETF ETFs pension inflation compound return returns rebalancing equity equities debt mortgage income',
    'account accounts brokerage fees',
    '投資 資産 株式 税金 家計 貯金 金融 年金 運用 口座 積立 配当 NISA iDeCo 投資信託 非課税 節税 利回り',
  ].join(' '),
  'learning-education': [
    'learning learner learners education study studying student students teacher teachers teaching exam exams',
    'memory lesson lessons school course courses revision homework textbook lecture lectures classroom tutor',
    'flashcard flashcards retrieval spacing spaced interleaving rereading highlighting memorize memorise quiz',
    'quizzes practice recall understanding',
    '学習 勉強 教育 試験 記憶 授業 学校 生徒 学生 暗記 復習 受験 教師',
  ].join(' '),
  'creative-arts-design': [
    'design designer designers art artist artists drawing painting color colour typography layout illustration',
    'creative photography UX UI usability prototype prototypes wireframe wireframes persona personas interface',
    'interaction visual aesthetic composition sketch sketching accessibility heuristic heuristics card sorting',
    'affordance hierarchy contrast whitespace font fonts',
    'デザイン アート 絵 色 イラスト 写真 創作 ユーザビリティ プロトタイプ 配色 構図',
  ].join(' '),
  'languages-communication': [
    'language languages grammar vocabulary speaking pronunciation conversation communication english japanese',
    'keigo translation phrase phrases expression expressions polite politeness honorific honorifics etiquette',
    'sentence sentences verb verbs fluency listening accent dialect tone wording greeting greetings letter',
    '言語 文法 語彙 会話 敬語 英語 日本語 コミュニケーション 尊敬語 謙譲語 丁寧語 表現 言葉 言い方 言い換え',
    '挨拶 メール 文章 書き方 話し方 伝え方 宛名 件名 敬称',
  ].join(' '),
  'career-self-development': [
    'career careers job jobs interview interviews resume résumé CV promotion productivity habit habits leadership',
    'goal goals motivation skills salary salaries negotiation negotiate negotiating offer offers compensation raise',
    'employer employers recruiter recruiters hiring candidate candidates manager workplace colleague colleagues',
    'mentor networking bonus benefits equity counter-offer',
    'キャリア 転職 面接 習慣 目標 自己啓発 リーダーシップ 給与 年収 昇給 昇進 交渉 採用 履歴書 職場 上司',
  ].join(' '),
  'legal-compliance-policy': [
    'legal law laws compliance regulation regulations regulatory contract contracts GDPR privacy policy rights',
    'liability court data protection controller processor consent lawful breach breaches fine fines supervisory',
    'authority article directive statute clause clauses obligation obligations jurisdiction lawyer attorney',
    'litigation licence license terms',
    '法律 法務 規制 契約 個人情報 コンプライアンス 条例 規約 違反 罰則 同意 権利 義務',
  ].join(' '),
  'health-wellness': [
    'health wellness sleep sleeping insomnia stress nutrition diet mental exercise wellbeing disease symptoms',
    'medical doctor healthy caffeine circadian melatonin anxiety mindfulness meditation blood pressure heart',
    'fatigue recovery rest nap naps REM vitamin vitamins',
    '健康 睡眠 ストレス 栄養 医療 病気 メンタル 不眠 休養 生活習慣',
  ].join(' '),
  'sports-fitness-athletics': [
    'sports sport fitness training workout workouts strength muscle muscles running athlete athletes exercise',
    'conditioning coach game squat deadlift bench press lifting weights reps sets hypertrophy endurance',
    'cardio sprint sprints interval intervals progressive overload protein warm-up mobility',
    'スポーツ トレーニング 筋力 筋肉 運動 選手 ランニング 筋トレ 持久力',
  ].join(' '),
  'cooking-culinary-arts': [
    'cooking cook recipe recipes ingredient ingredients kitchen bake baking bread dough flour oven dish dishes',
    'sauce food meal meals simmer roast roasting sauté salt sugar vegetables broth stock soup seasoning flavor',
    'flavour umami chef cuisine knife frying steam steaming grill',
    '料理 レシピ 食材 調理 パン 食事 味 だし 出汁 昆布 鰹節 味噌 醤油 煮物 汁物 調味料 和食 旨味 煮る',
  ].join(' '),
  'handmade-crafting': [
    'handmade craft crafting crafts knitting sewing yarn fabric stitch stitches stitching pattern diy woodworking',
    'pottery leather leathercraft needle needles thread edge edges dye dyeing burnishing awl chisel punch',
    'wallet tooling cutting glue embroidery quilting',
    '手芸 手作り 編み物 裁縫 刺繍 布 工作 革 レザー 縫製 糸',
  ].join(' '),
  'gardening-horticulture': [
    'garden gardening gardener plant plants planting soil seed seeds seedling seedlings compost flower flowers',
    'vegetable vegetables grow growing pruning organic mulch crop crops harvest tomato tomatoes pest pests',
    'fertilizer fertiliser bed beds weeds watering roots germination',
    '園芸 ガーデニング 植物 土 種 野菜 花 栽培 家庭菜園 菜園 プランター 肥料 収穫 苗 連作 堆肥 水やり',
  ].join(' '),
  'sustainability-green-living': [
    'sustainability sustainable energy solar recycling waste carbon climate emissions insulation efficiency green',
    'eco renewable heat pump pumps retrofit kilowatt kWh electricity draught draft sealing thermostat',
    '環境 省エネ エネルギー リサイクル 節電 脱炭素 エコ 断熱 太陽光 再生可能',
  ].join(' '),
  'lifestyle-leisure': [
    'lifestyle leisure travel hobby hobbies home minimalism camping trip holiday relax fashion coffee tea wine',
    'beer espresso brew brewing barista café cafe grinder beans roast pour-over',
    'ライフスタイル 旅行 趣味 暮らし 休日 キャンプ 片付け コーヒー 紅茶 お茶',
  ].join(' '),
  'pets-animal-care': [
    'pet pets dog dogs cat cats puppy puppies kitten animal animals training behavior behaviour veterinary vet',
    'leash recall treat treats reward rewards cue cues marker clicker breed grooming shelter',
    'ペット 犬 猫 動物 しつけ 獣医 子犬 散歩 リード',
  ].join(' '),
  'academic-research': [
    'research academic paper papers study hypothesis experiment experiments data analysis statistics thesis',
    'journal citation method science scientific methodology literature peer review sample bias variance dataset',
    'datasets regression classification algorithm algorithms model models machine learning neural network',
    'validation overfitting accuracy precision gradient statistical significance evidence',
    '研究 論文 実験 分析 統計 学術 仮説 機械学習 データ モデル 検証',
  ].join(' '),
};
