// A labelled set for the answer support check: passages from the demo packs' documents, sentences an answer might
// cite them with — supported ones (verbatim, paraphrased, summarised) and altered ones (a changed number, a swapped
// name, a claim the passage does not make, an unrelated sentence, a negation). Written by hand for issue 8.

export type SupportKind =
  'verbatim' | 'paraphrase' | 'number' | 'entity' | 'claim' | 'unrelated' | 'negation';

export interface SupportItem {
  id: string;
  language: 'en' | 'ja';
  passage: string;
  sentence: string;
  label: 'supported' | 'unsupported';
  kind: SupportKind;
}

type Case = [kind: SupportKind, sentence: string];
const SUPPORTED_KINDS: ReadonlySet<SupportKind> = new Set(['verbatim', 'paraphrase']);

function group(id: string, language: 'en' | 'ja', passage: string, cases: Case[]): SupportItem[] {
  return cases.map(([kind, sentence], index) => ({
    id: `${id}-${index + 1}`,
    language,
    passage,
    sentence,
    label: SUPPORTED_KINDS.has(kind) ? 'supported' : 'unsupported',
    kind,
  }));
}

const EN: SupportItem[] = [
  ...group(
    'coffee-targets',
    'en',
    'Brew ratio for filter coffee: 1:15 to 1:17 (coffee to water by weight). Water temperature: 90–96 °C (195–205 °F). Light roasts like the top of the range; dark roasts the bottom.',
    [
      ['verbatim', 'For filter coffee, use a brew ratio of 1:15 to 1:17, coffee to water by weight.'],
      ['paraphrase', 'Light roasts like water at the top of the 90–96 °C range, dark roasts at the bottom.'],
      ['number', 'Brew filter coffee with water at 80–86 °C.'],
      ['entity', 'Dark roasts like the top of the temperature range; light roasts the bottom.'],
    ],
  ),
  ...group(
    'coffee-pour-over',
    'en',
    'Pour-over: 15 g coffee, medium-fine grind (like table salt); 250 g water at 94 °C. Rinse the paper filter with hot water and discard the water. Bloom: pour 40 g of water, swirl to wet all grounds, wait 30–45 seconds while CO₂ escapes. Target total time 2:30–3:30.',
    [
      ['verbatim', 'Rinse the paper filter with hot water and discard the water.'],
      ['paraphrase', 'For the bloom, pour 40 g of water and wait 30–45 seconds while the CO₂ escapes.'],
      ['number', 'Use 25 g of coffee for 250 g of water.'],
      ['claim', 'A pour-over needs a coarse grind like breadcrumbs and a metal filter.'],
    ],
  ),
  ...group(
    'coffee-french-press',
    'en',
    'French press: 30 g coarse-ground coffee (like breadcrumbs) to 500 g water, ratio 1:16.7. Steep 4 minutes, break the crust, skim the foam, wait another 4–5 minutes so fines settle. Press gently only to the top of the liquid.',
    [
      ['verbatim', 'Steep the French press for 4 minutes, then break the crust and skim the foam.'],
      ['paraphrase', 'Grind coarse, like breadcrumbs, and use 30 g of coffee to 500 g of water.'],
      ['number', 'Steep the French press for 10 minutes before breaking the crust.'],
      ['unrelated', 'Descale the espresso machine every month with citric acid.'],
    ],
  ),
  ...group(
    'coffee-espresso',
    'en',
    'Espresso: dose 18 g into a double basket; yield 36 g of liquid (1:2 ratio). Aim for 25–30 seconds from pump start at 9 bar and 92–94 °C. Shorter ratios (1:1.5) give a heavier body; longer ratios (1:2.5) give more clarity.',
    [
      ['verbatim', 'Dose 18 g into a double basket and yield 36 g of liquid, a 1:2 ratio.'],
      ['paraphrase', 'A shot should run 25–30 seconds from pump start at 9 bar.'],
      ['number', 'Pull espresso at 15 bar for 25–30 seconds.'],
      ['entity', 'Longer ratios give a heavier body; shorter ratios give more clarity.'],
    ],
  ),
  ...group(
    'coffee-water',
    'en',
    'Coffee is about 98% water. The SCA water standard aims for about 150 mg/L total dissolved solids (75–250 acceptable), calcium hardness around 68 mg/L as CaCO₃, alkalinity around 40 mg/L and pH near 7. A carbon filter removes chlorine.',
    [
      ['verbatim', 'The SCA water standard aims for about 150 mg/L total dissolved solids.'],
      [
        'paraphrase',
        'Coffee is about 98% water, so water quality matters; a carbon filter removes chlorine.',
      ],
      ['number', 'The SCA standard aims for calcium hardness around 120 mg/L.'],
      ['claim', 'Distilled water gives the sweetest coffee and protects machines from scale.'],
    ],
  ),
  ...group(
    'sleep-architecture',
    'en',
    'Sleep cycles through non-REM stages (N1, N2, N3) and REM sleep. One cycle lasts about 90 minutes (70–120), and a night contains 4–6 cycles. Deep N3 sleep is concentrated in the first half of the night and REM in the second half.',
    [
      ['verbatim', 'One sleep cycle lasts about 90 minutes, and a night contains 4–6 cycles.'],
      [
        'paraphrase',
        'Deep N3 sleep is concentrated in the first half of the night, REM sleep in the second half.',
      ],
      ['number', 'A sleep cycle lasts about 45 minutes.'],
      ['entity', 'REM sleep is concentrated in the first half of the night and deep N3 sleep in the second.'],
    ],
  ),
  ...group(
    'sleep-duration',
    'en',
    'Adults 18–64: 7–9 hours (adults 65+: 7–8). Regularly sleeping less than 7 hours is associated with worse health, mood and performance. Teenagers 14–17: 8–10 hours.',
    [
      ['verbatim', 'Adults aged 18–64 need 7–9 hours of sleep.'],
      [
        'paraphrase',
        'Regularly sleeping less than 7 hours is associated with worse health, mood and performance.',
      ],
      ['number', 'Teenagers aged 14–17 need 6 hours of sleep.'],
      ['negation', 'Regularly sleeping less than 7 hours is not associated with worse health or mood.'],
    ],
  ),
  ...group(
    'rest-methods',
    'en',
    'Idempotent means repeating the request has the same effect as sending it once. Clients and proxies may retry idempotent requests automatically after a timeout. PUT replaces the whole resource and is idempotent; POST creates or starts a process and is not.',
    [
      ['verbatim', 'Idempotent means repeating the request has the same effect as sending it once.'],
      ['paraphrase', 'Clients and proxies may retry idempotent requests automatically after a timeout.'],
      ['entity', 'POST replaces the whole resource and is idempotent.'],
      ['unrelated', 'GraphQL subscriptions push updates to clients over WebSockets.'],
    ],
  ),
  ...group(
    'rest-status',
    'en',
    '401 Unauthorized means not authenticated (send WWW-Authenticate); 403 Forbidden means authenticated but not allowed. Return 404 instead of 403 when revealing that a resource exists would itself leak information. 409 Conflict for state conflicts.',
    [
      ['verbatim', '403 Forbidden means authenticated but not allowed.'],
      [
        'paraphrase',
        'Return 404 instead of 403 when revealing that a resource exists would leak information.',
      ],
      ['number', 'Use 410 Conflict for state conflicts such as a duplicate unique key.'],
      ['claim', 'A 401 answer should always carry a Retry-After header with the lockout time.'],
    ],
  ),
  ...group(
    'gdpr-fines',
    'en',
    'Notify the supervisory authority within 72 hours of becoming aware of a personal data breach. Fines have two tiers: up to €10 million or 2% of total worldwide annual turnover, whichever is higher, and up to €20 million or 4%.',
    [
      [
        'verbatim',
        'Notify the supervisory authority within 72 hours of becoming aware of a personal data breach.',
      ],
      ['paraphrase', 'The higher tier of fines reaches €20 million or 4% of worldwide annual turnover.'],
      ['number', 'A breach must be reported to the supervisory authority within 24 hours.'],
      ['negation', 'Fines are capped at €10 million or 2% of turnover, whichever is lower.'],
    ],
  ),
];

const JA: SupportItem[] = [
  ...group(
    'dashi-ichiban',
    'ja',
    '鍋に水と昆布を入れ、30分〜1時間浸けておく。弱めの中火にかけ、60〜70℃を10分ほど保つか、鍋底から小さな泡が出てきたら（沸騰直前）昆布を取り出す。沸騰させるとぬめりや雑味が出る。',
    [
      ['verbatim', '鍋に水と昆布を入れ、30分〜1時間浸けておきます。'],
      ['paraphrase', '沸騰直前、鍋底から小さな泡が出てきたら昆布を取り出します。'],
      ['number', '昆布は水に5分だけ浸けておけば十分です。'],
      ['claim', '昆布はしっかり沸騰させてから取り出すと、うま味が最も強く出ます。'],
    ],
  ),
  ...group(
    'dashi-katsuo',
    'ja',
    'いったん沸騰させて火を止め、差し水（50ml程度）をして温度を少し下げてから、かつお節を一度に入れる。1〜2分おいて、かつお節が沈んだら、キッチンペーパーを敷いたざるで静かにこす。かつお節は絞らない。絞るとえぐみや濁りが出る。',
    [
      ['verbatim', 'かつお節は絞らないでください。絞るとえぐみや濁りが出ます。'],
      ['paraphrase', 'かつお節を入れて1〜2分おき、沈んだらキッチンペーパーを敷いたざるでこします。'],
      ['number', 'かつお節を入れたら10分ほど煮出してからこします。'],
      ['negation', 'かつお節はしっかり絞ると、えぐみが出ずにうま味だけが残ります。'],
    ],
  ),
  ...group(
    'dashi-niban',
    'ja',
    '一番だしで使った昆布とかつお節に水500mlを加えて中火にかけ、沸騰したら弱火で5〜10分煮出してこします。香りは控えめですがうま味はしっかり残るので、煮物や味噌汁に向きます。',
    [
      ['verbatim', '二番だしは、一番だしで使った昆布とかつお節に水500mlを加えて煮出します。'],
      ['paraphrase', '二番だしは香りは控えめですが、うま味が残るので煮物や味噌汁に向きます。'],
      ['number', '二番だしは沸騰したら弱火で30分煮出します。'],
      ['entity', '二番だしは香りが命なので、お吸い物や茶碗蒸しに使います。'],
    ],
  ),
  ...group(
    'dashi-mizudashi',
    'ja',
    '昆布水：水1Lに昆布10gを入れ、冷蔵庫で一晩（8〜12時間）おく。干し椎茸だし：水500mlに干し椎茸3〜4枚を入れ、冷蔵庫で5時間〜一晩。低温でゆっくり戻すとグアニル酸が増え、香りも穏やかになる。',
    [
      ['verbatim', '昆布水は、水1Lに昆布10gを入れて冷蔵庫で一晩おきます。'],
      ['paraphrase', '干し椎茸は低温でゆっくり戻すとグアニル酸が増え、香りも穏やかになります。'],
      ['number', '昆布水は水1Lに昆布50gを入れて作ります。'],
      ['unrelated', '天ぷらの衣は冷水で溶き、混ぜすぎないのがコツです。'],
    ],
  ),
  ...group(
    'dashi-umami',
    'ja',
    'グルタミン酸（アミノ酸系）は昆布、トマト、チーズに、イノシン酸（核酸系）はかつお節、煮干しに、グアニル酸は干し椎茸に多い。アミノ酸系と核酸系を組み合わせると、うま味は単独のときより何倍も強く感じられる。',
    [
      ['verbatim', 'アミノ酸系と核酸系を組み合わせると、うま味は単独のときより何倍も強く感じられます。'],
      ['paraphrase', 'グルタミン酸は昆布やトマト、チーズに多く含まれています。'],
      ['entity', 'イノシン酸は干し椎茸に多く、グアニル酸はかつお節に多く含まれます。'],
      ['claim', 'うま味成分は加熱すると壊れるため、だしは必ず水出しで取ります。'],
    ],
  ),
  ...group(
    'chomi-sashisuseso',
    'ja',
    '煮物では、さ（砂糖）→ し（塩）→ す（酢）→ せ（醤油）→ そ（味噌）の順に加えるのが基本です。砂糖は分子が大きく、食材にしみ込むのに時間がかかる。味噌汁は味噌を溶いたら沸騰させない。',
    [
      ['verbatim', '煮物では、砂糖、塩、酢、醤油、味噌の順に加えるのが基本です。'],
      ['paraphrase', '砂糖は分子が大きく、食材にしみ込むのに時間がかかります。'],
      ['negation', '味噌汁は味噌を溶いたら、しっかり沸騰させてください。'],
      ['unrelated', 'ご飯は炊き上がったら10分蒸らしてからほぐします。'],
    ],
  ),
  ...group(
    'chomi-salt',
    'ja',
    '汁物のおいしい塩分濃度は約0.6〜0.9%です。味噌汁1杯（だし150ml）には味噌約10〜12g。お吸い物はだし300mlに対して塩小さじ1/3（約2g）と薄口醤油少々が目安です。',
    [
      ['verbatim', '汁物のおいしい塩分濃度は約0.6〜0.9%です。'],
      ['paraphrase', '味噌汁1杯分のだし150mlには、味噌を約10〜12g使います。'],
      ['number', '汁物のおいしい塩分濃度は約3%です。'],
      ['number', '味噌汁1杯には味噌を約30g使います。'],
    ],
  ),
  ...group(
    'nisa-tax',
    'ja',
    '通常の課税口座では、株式や投資信託の売却益・配当に20.315%（所得税15%、復興特別所得税0.315%、住民税5%）が課税されます。NISAとiDeCoは、この税金を軽くするための制度です。',
    [
      ['verbatim', '課税口座では、売却益や配当に20.315%が課税されます。'],
      ['paraphrase', 'NISAとiDeCoは、運用益にかかる税金を軽くするための制度です。'],
      ['number', '課税口座の売却益には10%の税金がかかります。'],
      ['entity', 'NISAは住宅ローンの金利を軽くするための制度です。'],
    ],
  ),
  ...group(
    'nisa-limits',
    'ja',
    'つみたて投資枠の年間投資枠は120万円、成長投資枠は240万円です。非課税保有限度額は合計1,800万円（うち成長投資枠は1,200万円まで）。2つの枠は併用可能で、年間最大360万円まで投資できます。',
    [
      ['verbatim', '2つの枠は併用可能で、年間最大360万円まで投資できます。'],
      ['paraphrase', '非課税保有限度額は合計1,800万円で、成長投資枠はそのうち1,200万円までです。'],
      ['number', 'つみたて投資枠の年間投資枠は40万円です。'],
      ['negation', 'つみたて投資枠と成長投資枠は併用できません。'],
    ],
  ),
  ...group(
    'saien-soil',
    'ja',
    '多くの野菜に適した土壌酸度はpH 6.0〜6.5（弱酸性）です。植え付けの2週間前に苦土石灰を1㎡あたり100〜150gまいて、深さ20〜30cmまでよく耕す。植え付けの1週間前に完熟堆肥を1㎡あたり2〜3kg混ぜ込む。',
    [
      ['verbatim', '多くの野菜に適した土壌酸度はpH 6.0〜6.5の弱酸性です。'],
      ['paraphrase', '植え付けの2週間前に、苦土石灰を1㎡あたり100〜150gまいて耕します。'],
      ['claim', '苦土石灰は植え付けの前日にまきます。'],
      ['claim', '果菜類は日当たりの悪い場所でもよく育ちます。'],
    ],
  ),
];

export const SUPPORT_SET: SupportItem[] = [...EN, ...JA];
