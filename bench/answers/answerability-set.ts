// A labelled set for issue 24 ("not in this pack"): questions a buyer might ask of one demo pack, each
// labelled with whether that pack's documents answer it. 'answerable': the documents state the answer
// clearly. 'partial': a two-part question whose documents answer one part. 'off-topic': nothing to do with
// the pack (trivia, weather, a celebrity, another pack's subject). 'near-miss': uses the pack's own terms but
// asks for something its documents do not say. Answer items carry an evidence phrase copied verbatim from the
// named document, so a check can tell whether the right passage was cited.
//
// It is for measuring the rate of off-topic questions answered as if grounded (goal ≤ 2%) and the rate of
// answerable ones refused (goal ≤ 10%); near-miss and partial items show where the line is hard to draw.
// Written by hand from the documents in src/server/seed/documents/, before any tuning. Every evidence phrase
// was checked mechanically as a substring of its file, and every near-miss grepped for in its pack.
//
// Counts: 249 questions over all 22 demo packs (9–14 per pack).
//   en 120: answerable 54, partial 12, off-topic 30, near-miss 24
//   ja 129: answerable 59, partial 13, off-topic 32, near-miss 25
// The React pack does mention useDeferredValue (overview.ja.md, performance-and-state.md), so that question
// is answerable; the coffee pack has a cold brew recipe, so cold brew is answerable there too.

export type AnswerabilityKind = 'answerable' | 'partial' | 'off-topic' | 'near-miss';

export interface AnswerabilityItem {
  id: string;
  /** The demo pack slug the question is asked of (one pack per question). */
  pack: string;
  /** The question's language. */
  language: 'en' | 'ja';
  question: string;
  kind: AnswerabilityKind;
  /**
   * 'answer' when the pack's documents answer it (answerable, partial), 'abstain' when they do not
   * (off-topic, near-miss).
   */
  expected: 'answer' | 'abstain';
  /** For answer items: a short phrase copied verbatim from the document passage that answers it. */
  evidence?: string;
  /** For answer items: the document file name (as in the documents folder) that holds the evidence. */
  file?: string;
}

type AnswerCase = [kind: 'answerable' | 'partial', question: string, file: string, evidence: string];
type AbstainCase = [kind: 'off-topic' | 'near-miss', question: string];
type Case = AnswerCase | AbstainCase;

function isAnswer(c: Case): c is AnswerCase {
  return c.length === 4;
}

/** Questions asked of one pack in one language; ids run per kind, e.g. 'coffee-en-answerable-1'. */
function ask(pack: string, short: string, language: 'en' | 'ja', cases: Case[]): AnswerabilityItem[] {
  const seen = new Map<AnswerabilityKind, number>();
  return cases.map((c) => {
    const n = (seen.get(c[0]) ?? 0) + 1;
    seen.set(c[0], n);
    const base = { id: `${short}-${language}-${c[0]}-${n}`, pack, language, question: c[1], kind: c[0] };
    return isAnswer(c)
      ? { ...base, expected: 'answer' as const, evidence: c[3], file: c[2] }
      : { ...base, expected: 'abstain' as const };
  });
}

const EN: AnswerabilityItem[] = [
  ...ask('specialty-coffee-brewing', 'coffee', 'en', [
    [
      'answerable',
      'What coffee-to-water ratio should I use for filter coffee?',
      'brewing-guide.md',
      '1:15 to 1:17',
    ],
    [
      'answerable',
      'How long do I steep a French press before pressing?',
      'brewing-guide.md',
      'break the crust, skim the foam',
    ],
    ['answerable', 'cold brew ratio?', 'brewing-guide.md', '100 g coarse coffee to 800 g cold water (1:8)'],
    [
      'partial',
      'What water temperature should I brew at, and which gooseneck kettle brand is best?',
      'brewing-guide.md',
      'Light roasts like the top of the range; dark roasts the bottom.',
    ],
    ['off-topic', 'Who won the 2018 FIFA World Cup?'],
    ['near-miss', 'What recipe and ratio should I use for an AeroPress?'],
  ]),
  ...ask('advanced-marketing-strategy', 'marketing', 'en', [
    [
      'answerable',
      'What LTV:CAC ratio should we aim for?',
      'go-to-market-playbook.md',
      'Below 1:1 every new customer destroys value',
    ],
    [
      'answerable',
      'How do I size a market bottom-up instead of quoting an industry figure?',
      'positioning-and-segmentation.md',
      'number of reachable accounts × expected annual contract value (ACV)',
    ],
    [
      'answerable',
      'How far ahead should we plan a Tier 1 launch?',
      'go-to-market-playbook.md',
      'Plan 8–12 weeks ahead.',
    ],
    ['off-topic', 'What is the capital of Australia?'],
    ['off-topic', 'How do I fix a flat bicycle tire?'],
    ['near-miss', 'What is a good Net Promoter Score for a B2B SaaS company?'],
  ]),
  ...ask('advanced-react-patterns', 'react', 'en', [
    [
      'answerable',
      'Do I still need forwardRef in React 19?',
      'composition-patterns.md',
      'Function components now receive `ref` as an ordinary prop',
    ],
    [
      'answerable',
      'When is useMemo actually worth it?',
      'performance-and-state.md',
      'when the computation takes more than about 1 ms',
    ],
    [
      'answerable',
      "How do I reset a form's state when the user ID changes?",
      'performance-and-state.md',
      'give it a key instead of writing reset effects',
    ],
    [
      'partial',
      'What does useOptimistic do, and how do I test it with Jest?',
      'performance-and-state.md',
      'shows the expected result immediately and falls back automatically if the action fails',
    ],
    ['off-topic', "What's a good recipe for banana bread?"],
    ['near-miss', 'When should I use useLayoutEffect instead of useEffect?'],
  ]),
  ...ask('digital-marketing-strategy-2024', 'digital', 'en', [
    [
      'answerable',
      'What spam complaint rate do Gmail bulk senders have to stay under?',
      'channel-strategy-2024.md',
      'as reported in Google Postmaster Tools',
    ],
    [
      'answerable',
      'GA4 attribution models?',
      'measurement-and-attribution.md',
      'In 2023 GA4 removed the first-click, linear, time-decay and position-based models.',
    ],
    [
      'answerable',
      'How do I run a geo holdout test?',
      'measurement-and-attribution.md',
      'Pick matched regions with similar historical sales',
    ],
    [
      'partial',
      'What is MER, and what MER should a DTC brand aim for?',
      'measurement-and-attribution.md',
      'total revenue ÷ total marketing spend',
    ],
    ['off-topic', 'How many moons does Jupiter have?'],
    ['near-miss', 'What changed in the TikTok algorithm in 2024?'],
  ]),
  ...ask('dog-training-behavior', 'dog', 'en', [
    [
      'answerable',
      'How long should a training session be?',
      'positive-reinforcement-training.md',
      'Stop while the dog is still keen.',
    ],
    [
      'answerable',
      'How do I charge a clicker?',
      'positive-reinforcement-training.md',
      'click, then give a treat within a second or two',
    ],
    [
      'answerable',
      'When does the puppy socialization window close?',
      'recall-walking-and-puppies.md',
      'The sensitive period for socialization ends around',
    ],
    ['off-topic', 'What is the speed of light in a vacuum?'],
    ['near-miss', 'How do I stop my dog from resource guarding its food bowl?'],
  ]),
  ...ask('evidence-based-study-techniques', 'study', 'en', [
    [
      'answerable',
      'Which study techniques have the strongest evidence behind them?',
      'learning-science-playbook.md',
      'Practice testing (retrieval practice), distributed practice (spacing)',
    ],
    [
      'answerable',
      'My exam is in 10 days. How often should I review?',
      'learning-science-playbook.md',
      'For an exam in 10 days, review every 1–2 days',
    ],
    [
      'partial',
      'Is highlighting a good way to study, and which highlighter colors work best?',
      'learning-science-playbook.md',
      'Rereading, highlighting, summarization',
    ],
    ['off-topic', 'Who painted the Mona Lisa?'],
    ['near-miss', 'Does listening to classical music while studying improve memory?'],
  ]),
  ...ask('financial-planning-investment', 'finance', 'en', [
    [
      'answerable',
      "What's the 2024 401(k) contribution limit?",
      'financial-planning-framework.md',
      '401(k), 403(b), most 457 plans',
    ],
    ['answerable', 'rule of 72?', 'investing-principles.md', 'years to double ≈ 72 ÷ annual return'],
    [
      'answerable',
      'How big should my emergency fund be?',
      'financial-planning-framework.md',
      'Three to six months of essential expenses',
    ],
    ['off-topic', "What's the best way to get a red wine stain out of a carpet?"],
    ['near-miss', 'What are the 2025 income limits for contributing to a Roth IRA?'],
  ]),
  ...ask('gdpr-compliance-essentials', 'gdpr', 'en', [
    [
      'answerable',
      'How quickly do we have to report a personal data breach?',
      'breaches-transfers-and-fines.md',
      'Notify the supervisory authority within 72 hours',
    ],
    [
      'answerable',
      'Do we need to pick a lawful basis before we start processing?',
      'gdpr-essentials.md',
      'chosen and documented before processing starts',
    ],
    [
      'answerable',
      "What's the deadline for answering a subject access request?",
      'gdpr-essentials.md',
      'respond without undue delay and within',
    ],
    ['off-topic', 'How do I make a sourdough starter?'],
    ['near-miss', 'What does the California Consumer Privacy Act (CCPA) require from us?'],
  ]),
  ...ask('healthy-cooking-nutrition', 'nutrition', 'en', [
    [
      'answerable',
      'How much protein do I need per day?',
      'nutrition-fundamentals.md',
      '0.8 g per kg of body weight per day',
    ],
    [
      'answerable',
      'What internal temperature is safe for chicken?',
      'healthy-cooking-techniques.md',
      'Poultry (whole, parts, ground)',
    ],
    [
      'answerable',
      'How long can cooked leftovers stay in the fridge?',
      'healthy-cooking-techniques.md',
      'Keep cooked leftovers in the fridge at or below 4 °C for',
    ],
    [
      'partial',
      'How much fiber should I eat a day, and is psyllium husk a good supplement?',
      'nutrition-fundamentals.md',
      '14 g of fiber per 1,000 kcal',
    ],
    ['off-topic', 'Who is the current prime minister of Canada?'],
    ['near-miss', 'Is intermittent fasting better than calorie counting for weight loss?'],
  ]),
  ...ask('home-energy-efficiency', 'energy', 'en', [
    [
      'answerable',
      'What R-value should my attic insulation be?',
      'air-sealing-and-insulation.md',
      'R-30 in hot climates to R-49–R-60 in cold ones',
    ],
    [
      'answerable',
      'What does a blower-door test actually measure?',
      'air-sealing-and-insulation.md',
      'depressurizes the house to 50 pascals',
    ],
    [
      'partial',
      'How much electricity will a 6 kWp solar system produce, and how much does it cost to install?',
      'heat-pumps-and-solar.md',
      'a 6 kWp system yielding 1,300 kWh/kWp produces about',
    ],
    ['off-topic', 'How tall is Mount Everest?'],
    ['off-topic', 'What LTV:CAC ratio should a SaaS startup aim for?'],
    ['near-miss', 'Is a home battery like a Tesla Powerwall worth adding to my solar panels?'],
  ]),
  ...ask('japanese-business-keigo', 'keigo', 'en', [
    [
      'answerable',
      'How do I address a Japanese business email to several people at once?',
      'business-email.md',
      '複数名宛は「各位」',
    ],
    [
      'answerable',
      'What is the difference between 御社 and 貴社?',
      'keigo-kihon.md',
      '話し言葉で「御社」、書き言葉で「貴社」',
    ],
    ['off-topic', "What's the best programming language for beginners?"],
    ['near-miss', 'How do I write a New Year card (nengajo) to a client?'],
  ]),
  ...ask('katei-saien-beginners', 'saien', 'en', [
    ['answerable', 'What soil pH do most vegetables like?', 'saien-kihon.md', 'pH 6.0〜6.5'],
    [
      'answerable',
      'How big a container does one cherry tomato plant need?',
      'saien-kihon.md',
      '1株あたり20〜30L',
    ],
    ['off-topic', 'How do I renew my passport?'],
    ['near-miss', 'When should I plant garlic cloves?'],
  ]),
  ...ask('leathercraft-fundamentals', 'leather', 'en', [
    [
      'answerable',
      'How much thread do I need for a saddle stitch?',
      'stitching-and-finishing.md',
      'the length of the seam (3.5 times for thin work)',
    ],
    [
      'answerable',
      'What leather thickness should I use for a belt?',
      'leather-and-tools.md',
      'Belts, straps',
    ],
    [
      'answerable',
      "What's the difference between veg-tan and chrome-tan leather?",
      'leather-and-tools.md',
      'does not tool, mold or burnish well',
    ],
    [
      'partial',
      'What stitching chisel spacing suits a wallet, and where can I buy chisels cheaply?',
      'leather-and-tools.md',
      'suits wallets',
    ],
    ['off-topic', "What's the population of Brazil?"],
    ['near-miss', 'Which sewing machine should I buy for stitching leather?'],
  ]),
  ...ask('machine-learning-fundamentals', 'ml', 'en', [
    [
      'answerable',
      'What learning rate should I start with for Adam?',
      'core-concepts.md',
      '1e-3 (often lower, around 3e-4) for Adam',
    ],
    [
      'answerable',
      'What is data leakage?',
      'core-concepts.md',
      'Leakage means information unavailable at prediction time reaches the model during training.',
    ],
    [
      'partial',
      "What's the difference between L1 and L2 regularization, and how do I add them in PyTorch?",
      'core-concepts.md',
      'Drives some weights exactly to zero, performing feature selection',
    ],
    ['off-topic', 'When did the Western Roman Empire fall?'],
    ['off-topic', "What's the weather like in Paris this weekend?"],
    ['near-miss', 'How does the attention mechanism in transformers work?'],
  ]),
  ...ask('organic-gardening-mastery', 'organic', 'en', [
    [
      'answerable',
      'What C:N ratio do I need for hot composting?',
      'soil-and-compost.md',
      'carbon-to-nitrogen ratio of about',
    ],
    [
      'answerable',
      'How much water do vegetables need each week?',
      'pest-and-crop-management.md',
      'from rain and irrigation combined',
    ],
    [
      'partial',
      'Is neem oil allowed in organic growing, and what dilution should I mix it at?',
      'pest-and-crop-management.md',
      'Neem oil and spinosad are allowed in organic growing but can harm bees',
    ],
    ['off-topic', "What's the plot of the movie Inception?"],
    ['near-miss', 'How do I grow tomatoes hydroponically?'],
  ]),
  ...ask('rest-api-design-handbook', 'rest', 'en', [
    [
      'answerable',
      'rate limiting headers?',
      'rest-api-design.md',
      'return the remaining quota in response headers',
    ],
    [
      'answerable',
      'Should I return 400 or 422 when validation fails?',
      'rest-api-design.md',
      'for well-formed requests that fail validation',
    ],
    [
      'answerable',
      'How long should the server keep idempotency keys?',
      'rest-api-design.md',
      'for at least 24 hours',
    ],
    [
      'partial',
      'How do I do cursor pagination, and how would the same thing look in GraphQL?',
      'rest-api-design.md',
      'Stable under inserts and fast with an index',
    ],
    ['off-topic', 'How long should I boil an egg for a runny yolk?'],
    ['off-topic', 'How long should I steep a French press?'],
    ['near-miss', 'How should clients authenticate with OAuth 2.0 and JWT access tokens?'],
    ['near-miss', 'How do I configure CORS for my API?'],
  ]),
  ...ask('salary-negotiation-playbook', 'salary', 'en', [
    [
      'answerable',
      'How much above the initial offer should I counter?',
      'negotiation-framework.md',
      'A counter 10–15% above the initial base is common',
    ],
    [
      'answerable',
      'What is a BATNA?',
      'negotiation-framework.md',
      'Best alternative to a negotiated agreement',
    ],
    ['off-topic', "What's the tallest building in the world?"],
    ['off-topic', 'How do I make miso soup?'],
    ['near-miss', "What's the average software engineer salary in London?"],
  ]),
  ...ask('shin-nisa-ideco-guide', 'nisa', 'en', [
    [
      'answerable',
      'What tax do I pay on capital gains in a regular Japanese brokerage account?',
      'nisa-ideco-kihon.md',
      '所得税15%、復興特別所得税0.315%、住民税5%',
    ],
    [
      'answerable',
      'Can I offset losses in my NISA against gains in a taxable account?',
      'nisa-ideco-kihon.md',
      '損益通算できず、繰越控除もできません',
    ],
    ['off-topic', 'What is the boiling point of water at sea level?'],
    ['near-miss', 'As a US citizen living in Japan, will NISA funds cause PFIC problems on my US taxes?'],
  ]),
  ...ask('sleep-science-recovery', 'sleep', 'en', [
    [
      'answerable',
      'How late in the day can I drink coffee?',
      'sleep-fundamentals.md',
      'for a 23:00 bedtime, the last coffee by 15:00',
    ],
    [
      'answerable',
      "What's the best bedroom temperature for sleep?",
      'sleep-fundamentals.md',
      '16–19 °C (60–67 °F)',
    ],
    [
      'partial',
      'Does a nightcap help me sleep, and how many drinks are safe?',
      'sleep-fundamentals.md',
      'It shortens the time to fall asleep but fragments the second half of the night',
    ],
    ['off-topic', 'Who won the Nobel Prize in Literature in 2016?'],
    ['off-topic', 'How do I tie a Windsor knot?'],
    ['near-miss', 'How much melatonin should I take for jet lag?'],
  ]),
  ...ask('strength-conditioning-science', 'strength', 'en', [
    [
      'answerable',
      'How many sets per muscle per week for hypertrophy?',
      'progressive-overload-and-programming.md',
      '10–20 hard sets per muscle group per week',
    ],
    [
      'answerable',
      'How do I estimate my one-rep max?',
      'progressive-overload-and-programming.md',
      '1RM ≈ weight × (1 + reps ÷ 30)',
    ],
    ['off-topic', 'How do I change the oil in my car?'],
    ['off-topic', 'How many hours do we have to report a GDPR data breach?'],
    ['near-miss', 'How many calories does an hour of zone 2 cardio burn?'],
  ]),
  ...ask('ux-design-principles-methods', 'ux', 'en', [
    ['answerable', 'What contrast ratio does normal body text need?', 'design-principles.md', 'Normal text'],
    [
      'answerable',
      'How many users do I need for a usability test?',
      'research-methods.md',
      'five participants reveal roughly 85% of the problems',
    ],
    [
      'partial',
      'What minimum touch target size does WCAG 2.2 require, and what does Microsoft recommend for Windows?',
      'design-principles.md',
      'requires pointer targets of at least',
    ],
    ['off-topic', 'What is the airspeed velocity of an unladen swallow?'],
    ['off-topic', 'Who is the lead singer of Coldplay?'],
    ['near-miss', 'How do I calculate a Net Promoter Score?'],
    ['near-miss', 'When will WCAG 3.0 become the official standard?'],
  ]),
  ...ask('washoku-dashi-fundamentals', 'dashi', 'en', [
    [
      'answerable',
      'Is usukuchi soy sauce less salty than koikuchi?',
      'chomi-hiritsu.md',
      '塩分は約16%と濃口（約14.5%）より高め',
    ],
    ['answerable', 'How long should kombu soak before I heat it?', 'dashi.md', '鍋に水と昆布を入れ'],
    ['off-topic', "What's the yen to dollar exchange rate today?"],
    ['near-miss', 'How much sodium is in instant dashi granules like Hondashi?'],
  ]),
];

const JA: AnswerabilityItem[] = [
  ...ask('specialty-coffee-brewing', 'coffee', 'ja', [
    [
      'answerable',
      'エスプレッソは粉何グラムで何グラム抽出すればいいですか？',
      'brewing-guide.md',
      'of liquid (1:2 ratio)',
    ],
    [
      'answerable',
      'コーヒーが酸っぱくて薄いときは、どう調整すればいいですか？',
      'brewing-guide.md',
      'Grind finer, hotter water, longer time',
    ],
    [
      'partial',
      'コーヒー豆は冷蔵庫で保存してもいいですか？あと、おすすめの産地も教えてください。',
      'brewing-guide.md',
      'Do not refrigerate.',
    ],
    ['off-topic', '東京スカイツリーの高さは何メートルですか？'],
    ['off-topic', '今週末の大阪の天気は？'],
    ['near-miss', 'モカポットでのおいしい淹れ方を教えてください。'],
  ]),
  ...ask('advanced-marketing-strategy', 'marketing', 'ja', [
    ['answerable', 'セグメントを評価するときの重み付けは？', 'overview.ja.md', '課題の深刻さ30%'],
    ['answerable', 'CAC回収期間の目安はどれくらいですか？', 'overview.ja.md', '中小企業向けで12か月以内'],
    [
      'answerable',
      '年間契約額が500万円くらいの製品なら、どの販売モデルが合いますか？',
      'overview.ja.md',
      'それ以上約750万円（5万ドル）まではインサイドセールス',
    ],
    [
      'partial',
      'LTVの計算式と、業界別の平均解約率を教えてください。',
      'overview.ja.md',
      '年間売上/社 × 粗利率 ÷ 年間解約率',
    ],
    ['off-topic', '明日の東京の天気は？'],
    ['near-miss', 'SaaSのフリーミアムから有料プランへの転換率は平均何%ですか？'],
  ]),
  ...ask('advanced-react-patterns', 'react', 'ja', [
    ['answerable', 'useDeferredValueはいつ使うべきですか？', 'overview.ja.md', '入力の応答性を保つには'],
    [
      'answerable',
      '何千行もあるリストはどう表示すればいいですか？',
      'overview.ja.md',
      '数百行を超えるリストは仮想化し',
    ],
    [
      'answerable',
      'ブラウザAPIや外部ストアを購読するにはどのフックを使えばいい？',
      'overview.ja.md',
      '外部ストアの購読には',
    ],
    ['off-topic', '富士山の標高は何メートルですか？'],
    ['off-topic', 'おすすめの温泉旅館を教えてください。'],
    ['near-miss', 'React Nativeで画面遷移（ナビゲーション）を実装するにはどうすればいいですか？'],
  ]),
  ...ask('digital-marketing-strategy-2024', 'digital', 'ja', [
    [
      'answerable',
      'Googleの同意モードv2で送る必要があるシグナルは？',
      'channel-strategy-2024.md',
      'send the `ad_user_data` and `ad_personalization` consent signals',
    ],
    [
      'answerable',
      'ユニバーサルアナリティクスはいつデータ処理を停止しましたか？',
      'measurement-and-attribution.md',
      'Universal Analytics stopped processing data on 1 July 2023',
    ],
    [
      'partial',
      'マーケティング・ミックス・モデリング（MMM）にはどれくらいのデータが必要で、導入費用はいくらかかりますか？',
      'measurement-and-attribution.md',
      'It needs about two years of weekly data',
    ],
    ['off-topic', '大谷翔平の今シーズンのホームラン数は？'],
    ['near-miss', '2024年3月のGoogleコアアップデートで検索順位はどう変わりましたか？'],
  ]),
  ...ask('dog-training-behavior', 'dog', 'ja', [
    [
      'answerable',
      '散歩中にリードを引っ張る犬にはどうすればいいですか？',
      'recall-walking-and-puppies.md',
      'When the leash tightens, stop.',
    ],
    [
      'answerable',
      '犬のストレスサインにはどんなものがありますか？',
      'recall-walking-and-puppies.md',
      'Lip licking, yawning out of context',
    ],
    [
      'answerable',
      'トレーニング用のおやつは1日のカロリーの何%までにすべき？',
      'positive-reinforcement-training.md',
      'within about 10% of daily calories',
    ],
    ['off-topic', 'ビットコインの今の価格はいくらですか？'],
    ['near-miss', '留守番中に吠え続ける分離不安はどうすれば治りますか？'],
  ]),
  ...ask('evidence-based-study-techniques', 'study', 'ja', [
    [
      'answerable',
      'インターリーブ学習とは何ですか？',
      'learning-science-playbook.md',
      'Mix different problem types in one session',
    ],
    [
      'answerable',
      'ライトナー方式では箱をいくつ使いますか？',
      'learning-science-playbook.md',
      'Use five boxes.',
    ],
    [
      'partial',
      'SM-2のEFの最小値と、Ankiでその設定を変える方法を教えてください。',
      'learning-science-playbook.md',
      'The EF never drops below',
    ],
    ['off-topic', '近くでおいしいラーメン屋を教えて。'],
    ['near-miss', 'ポモドーロ・テクニックを考案したのは誰ですか？'],
  ]),
  ...ask('financial-planning-investment', 'finance', 'ja', [
    [
      'answerable',
      '信託報酬が1%違うと、30年でどれくらい差がつきますか？',
      'investing-principles.md',
      'The 1% fee costs roughly a quarter of the final value.',
    ],
    [
      'answerable',
      'リバランスはどのタイミングでやればいいですか？',
      'investing-principles.md',
      'act when an asset class drifts more than 5 percentage points from target',
    ],
    [
      'answerable',
      '家計の50/30/20ルールとは何ですか？',
      'financial-planning-framework.md',
      '50% needs, 30% wants, 20% saving and extra debt payments',
    ],
    ['off-topic', 'ピカソの代表作は何ですか？'],
    ['near-miss', 'ビットコインなどの暗号資産はポートフォリオの何%まで入れるべきですか？'],
  ]),
  ...ask('gdpr-compliance-essentials', 'gdpr', 'ja', [
    [
      'answerable',
      'DPO（データ保護責任者）の選任が必要になるのはどんな場合ですか？',
      'breaches-transfers-and-fines.md',
      'for public authorities and where core activities involve large-scale regular monitoring',
    ],
    [
      'answerable',
      'EU域外へ個人データを移転するには何が必要ですか？',
      'breaches-transfers-and-fines.md',
      'Transfers outside the EEA need an adequacy decision',
    ],
    ['off-topic', '昨日のサッカー日本代表の試合結果は？'],
    ['near-miss', '日本の個人情報保護法では、漏えい時に何日以内に報告する必要がありますか？'],
    ['near-miss', 'クッキーバナーに「すべて拒否」ボタンを置くのは必須ですか？'],
  ]),
  ...ask('healthy-cooking-nutrition', 'nutrition', 'ja', [
    [
      'answerable',
      '日本の食塩摂取量の目標はどれくらいですか？',
      'overview.ja.md',
      '男性7.5g未満、女性6.5g未満',
    ],
    [
      'answerable',
      'ブロッコリーはゆでるのと蒸すのとどちらがいい？何分くらい？',
      'overview.ja.md',
      'ゆでるより蒸す（ブロッコリーなら4〜6分）',
    ],
    ['answerable', '日本では肉の加熱は何度で何分が目安ですか？', 'overview.ja.md', '中心部を75℃で1分間以上'],
    [
      'partial',
      '添加糖はどれくらいまでに抑えるべきですか？人工甘味料なら安全ですか？',
      'overview.ja.md',
      '添加糖はエネルギーの10%未満',
    ],
    ['off-topic', 'iPhoneのバックアップはどうやって取りますか？'],
    ['near-miss', '糖質制限ダイエットは効果がありますか？'],
  ]),
  ...ask('home-energy-efficiency', 'energy', 'ja', [
    [
      'answerable',
      'LED電球は白熱電球と比べてどれくらい省エネですか？',
      'heat-pumps-and-solar.md',
      'use at least 75% less energy than incandescent bulbs',
    ],
    [
      'answerable',
      'ダクトの継ぎ目は何でふさげばいいですか？',
      'air-sealing-and-insulation.md',
      'seal joints with mastic or foil tape, not cloth duct tape',
    ],
    [
      'partial',
      '待機電力は家庭の電気の何%くらいですか？電気代にすると月いくらになりますか？',
      'heat-pumps-and-solar.md',
      'can make up 5–10% of household electricity',
    ],
    ['off-topic', 'おすすめの韓国ドラマは？'],
    ['near-miss', '日本で断熱リフォームに使える補助金はありますか？'],
  ]),
  ...ask('japanese-business-keigo', 'keigo', 'ja', [
    [
      'answerable',
      '「御中」と「様」は一緒に使ってもいいですか？',
      'business-email.md',
      '「御中」と「様」は併用しない',
    ],
    ['answerable', '「おっしゃられる」は正しい敬語ですか？', 'keigo-kihon.md', '尊敬語を重ねた誤り'],
    ['answerable', '「行く」の謙譲語は？', 'keigo-kihon.md', '伺う・参る'],
    [
      'answerable',
      '社外の人に、自社の部長が不在だと伝えるにはどう言えばいいですか？',
      'keigo-kihon.md',
      '部長の山田はただいま席を外しております',
    ],
    [
      'partial',
      'お詫びメールの書き方と、電話でお詫びするときの話し方を教えてください。',
      'business-email.md',
      '冒頭で率直に謝罪する',
    ],
    ['off-topic', 'ハワイ旅行でおすすめの観光スポットは？'],
    ['off-topic', '織田信長はなぜ本能寺で亡くなったのですか？'],
    ['near-miss', '英文のビジネスメールの結びは何と書けばいいですか？'],
  ]),
  ...ask('katei-saien-beginners', 'saien', 'ja', [
    [
      'answerable',
      'ミニトマトの苗はいつ植え付ければいいですか？',
      'saien-kihon.md',
      '4月下旬〜5月中旬、遅霜の心配がなくなり',
    ],
    ['answerable', '苦土石灰 量', 'saien-kihon.md', '苦土石灰を1㎡あたり'],
    ['answerable', 'ナスを同じ場所で育てるには何年空ければいいですか？', 'saien-kihon.md', 'ナスは4〜5年'],
    [
      'answerable',
      'ベランダにプランターを置くときの注意点は？',
      'saien-kihon.md',
      'エアコンの室外機の風が直接当たる場所を避け',
    ],
    [
      'partial',
      '防虫ネットの目合いはどれくらいがいいですか？おすすめのメーカーも教えてください。',
      'saien-kihon.md',
      '目合い1mm以下',
    ],
    ['off-topic', '確定申告の期限はいつですか？'],
    ['off-topic', '運転免許の更新には何が必要ですか？'],
    ['near-miss', 'プランターでのイチゴの育て方を教えてください。'],
  ]),
  ...ask('leathercraft-fundamentals', 'leather', 'ja', [
    [
      'answerable',
      'コバをきれいに磨くにはどうすればいいですか？',
      'stitching-and-finishing.md',
      'Rub fast with the slicker until the edge is warm and shiny',
    ],
    ['answerable', '革の厚さの1オンスは何ミリですか？', 'leather-and-tools.md', '1 oz = 1/64 inch ≈ 0.4 mm'],
    ['off-topic', '東京から大阪まで新幹線で何時間かかりますか？'],
    ['near-miss', 'レーザー彫刻機で革に名入れするときの設定は？'],
  ]),
  ...ask('machine-learning-fundamentals', 'ml', 'ja', [
    [
      'answerable',
      '不均衡なデータではどの評価指標を見るべきですか？',
      'overview.ja.md',
      '正解率ではなく適合率・再現率と PR-AUC を報告し',
    ],
    [
      'answerable',
      'k分割交差検証のkはいくつにすればいいですか？',
      'overview.ja.md',
      'k 分割交差検証（k = 5 または 10）',
    ],
    ['off-topic', '結婚式のスピーチの例文を教えてください。'],
    ['off-topic', '今年の紅白歌合戦の司会は誰ですか？'],
    ['near-miss', '大規模言語モデルをLoRAでファインチューニングするにはどうすればいいですか？'],
  ]),
  ...ask('organic-gardening-mastery', 'organic', 'ja', [
    [
      'answerable',
      'ナメクジ対策はどうすればいいですか？',
      'pest-and-crop-management.md',
      'Evening hand-picking, beer traps, iron phosphate pellets',
    ],
    [
      'answerable',
      'トマトの尻腐れの原因は何ですか？',
      'pest-and-crop-management.md',
      'calcium uptake problem, rarely lack of calcium',
    ],
    [
      'partial',
      'ブルーベリーに合う土のpHと、初心者向けの品種を教えてください。',
      'soil-and-compost.md',
      'blueberries need 4.5–5.5',
    ],
    ['off-topic', 'Amazonプライムの年会費はいくらですか？'],
    ['near-miss', 'ミミズコンポスト（ミミズを使った堆肥づくり）のやり方は？'],
  ]),
  ...ask('rest-api-design-handbook', 'rest', 'ja', [
    [
      'answerable',
      'APIのエラーレスポンスはどんな形式で返すのがいいですか？',
      'rest-api-design.md',
      'application/problem+json',
    ],
    [
      'answerable',
      '公開APIの古いバージョンを廃止するとき、どれくらい前に告知すべき？',
      'rest-api-design.md',
      "at least 6–12 months' notice for public APIs",
    ],
    ['answerable', '401と403の違いは何ですか？', 'rest-api-design.md', 'means authenticated but not allowed'],
    ['off-topic', 'カレーはルーを入れてから何分煮込めばいいですか？'],
    ['off-topic', '日本で一番高い山は？'],
    ['near-miss', 'gRPCとRESTはどちらを選ぶべきですか？'],
  ]),
  ...ask('salary-negotiation-playbook', 'salary', 'ja', [
    [
      'answerable',
      '内定の条件を提示されたら、その場で返事をすべきですか？',
      'negotiation-framework.md',
      '24–72 hours is normal',
    ],
    [
      'answerable',
      '昇給の交渉はいつ切り出すのがいいですか？',
      'negotiation-framework.md',
      '2–3 months before budgets are set',
    ],
    ['off-topic', 'ポケモンは全部で何種類いますか？'],
    ['off-topic', '今年のノーベル平和賞は誰が受賞しましたか？'],
    ['near-miss', '日本で転職するとき、年収交渉でどれくらい上がるのが相場ですか？'],
  ]),
  ...ask('shin-nisa-ideco-guide', 'nisa', 'ja', [
    [
      'answerable',
      '新NISAでは1年間にいくらまで投資できますか？',
      'nisa-ideco-kihon.md',
      '年間最大360万円まで投資できます',
    ],
    ['answerable', 'iDeCo 何歳から引き出せる？', 'nisa-ideco-kihon.md', '60歳まで引き出せません'],
    [
      'answerable',
      '企業年金のない会社員だと、iDeCoの掛金の上限はいくらですか？',
      'nisa-ideco-kihon.md',
      '会社員（企業年金なし）',
    ],
    ['answerable', '新NISAで売却したら、非課税枠は戻りますか？', 'nisa-ideco-kihon.md', '翌年以降に復活'],
    [
      'partial',
      'iDeCoの口座管理手数料はいくらかかりますか？一番安い証券会社はどこですか？',
      'nisa-ideco-kihon.md',
      '最低でも月171円程度',
    ],
    ['off-topic', 'サッカー日本代表の監督は誰ですか？'],
    ['off-topic', 'ディズニーランドのチケットはいくらですか？'],
    ['near-miss', 'ジュニアNISAは今からでも始められますか？'],
    ['near-miss', 'ふるさと納税とiDeCoを併用すると、ふるさと納税の上限額はいくら下がりますか？'],
  ]),
  ...ask('sleep-science-recovery', 'sleep', 'ja', [
    ['answerable', '睡眠の1サイクルは何分くらいですか？', 'sleep-fundamentals.md', 'One cycle lasts about'],
    [
      'answerable',
      '布団に入って20分たっても眠れないときはどうすればいいですか？',
      'sleep-fundamentals.md',
      'If you are not asleep after about 20 minutes, get up',
    ],
    [
      'partial',
      'スマートウォッチの睡眠データは信用できますか？おすすめの機種も教えてください。',
      'sleep-fundamentals.md',
      'Consumer wearables estimate total sleep reasonably well but sleep stages poorly',
    ],
    ['off-topic', '日本で一番長い川は何ですか？'],
    ['near-miss', '睡眠時無呼吸症候群のCPAP治療は保険が適用されますか？'],
  ]),
  ...ask('strength-conditioning-science', 'strength', 'ja', [
    ['answerable', 'RPE 8だと余力は何回ですか？', 'overview.ja.md', 'RPE 8 は余力2回'],
    ['answerable', '最大心拍数はどうやって推定しますか？', 'overview.ja.md', '208 − 0.7 × 年齢'],
    [
      'answerable',
      '筋トレ直後の冷水浴（アイスバス）は毎回やったほうがいいですか？',
      'recovery-and-conditioning.md',
      'may reduce long-term muscle growth',
    ],
    [
      'partial',
      'たんぱく質は1日どれくらい必要ですか？おすすめのプロテインのブランドは？',
      'overview.ja.md',
      'たんぱく質は体重1kgあたり1日約1.6g',
    ],
    ['off-topic', '量子コンピュータとは何ですか？'],
    ['near-miss', 'クレアチンは1日何グラム飲めばいいですか？'],
  ]),
  ...ask('ux-design-principles-methods', 'ux', 'ja', [
    [
      'answerable',
      'ヒックの法則とは何ですか？',
      'design-principles.md',
      'decision time grows with the number of choices',
    ],
    [
      'answerable',
      '本文の1行は何文字くらいが読みやすいですか？',
      'design-principles.md',
      '45–75 characters per line for body text',
    ],
    ['off-topic', 'ビートルズのメンバーは誰ですか？'],
    ['off-topic', '味噌汁に入れる味噌の量は？'],
    ['near-miss', 'ダークパターンとは何ですか？日本では規制されていますか？'],
  ]),
  ...ask('washoku-dashi-fundamentals', 'dashi', 'ja', [
    ['answerable', '合わせだしの昆布とかつお節の量は？', 'dashi.md', '昆布 10g（水の1%）'],
    [
      'answerable',
      '「さしすせそ」で砂糖を先に入れるのはなぜですか？',
      'chomi-hiritsu.md',
      '砂糖は分子が大きく',
    ],
    [
      'answerable',
      '照り焼きのたれの黄金比を教えてください。',
      'chomi-hiritsu.md',
      '醤油1：みりん1：酒1（＋砂糖0.5）',
    ],
    ['answerable', '引いただしは冷蔵庫で何日もちますか？', 'dashi.md', 'だしは傷みやすいので'],
    [
      'partial',
      '味噌汁1杯に味噌はどれくらい入れればいいですか？おすすめの味噌の銘柄も知りたいです。',
      'chomi-hiritsu.md',
      '味噌汁1杯（だし150ml）には',
    ],
    ['off-topic', 'スマホのバッテリーを長持ちさせるには？'],
    ['off-topic', '最近円安が続いている理由は？'],
    ['near-miss', 'ラーメン用の豚骨スープはどうやって取りますか？'],
    ['near-miss', '白だしの作り方を教えてください。'],
  ]),
];

export const ANSWERABILITY_SET: AnswerabilityItem[] = [...EN, ...JA];
