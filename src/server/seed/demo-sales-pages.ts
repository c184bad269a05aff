/**
 * What the demo creators and buyers did on the sales pages beyond buying and reviewing: the creators' bundles, the
 * questions buyers asked and the creators answered (the FAQ), the creators' replies to some reviews. Each in the
 * pack's language, fictional like the people. Written by demo-sales-pages-seed.ts through the creators' own services.
 */

/** A creator's bundle of two of their packs, cheaper together. */
export interface DemoBundle {
  slugs: [string, string];
  title: string;
  description: string;
  priceCents: number;
}

export const DEMO_BUNDLES: DemoBundle[] = [
  {
    slugs: ['advanced-marketing-strategy', 'digital-marketing-strategy-2024'],
    title: 'The Complete Marketing Playbook',
    description: 'Strategy and positioning, then the channels and measurement to carry them out.',
    priceCents: 6999,
  },
  {
    slugs: ['advanced-react-patterns', 'rest-api-design-handbook'],
    title: 'Front End to API',
    description: 'Component patterns for the browser and the API design behind them.',
    priceCents: 6499,
  },
  {
    slugs: ['strength-conditioning-science', 'sleep-science-recovery'],
    title: 'Train and Recover',
    description: 'Programming that makes you stronger, and the sleep that lets it work.',
    priceCents: 4499,
  },
  {
    slugs: ['japanese-business-keigo', 'shin-nisa-ideco-guide'],
    title: '社会人の基本セット ― 敬語と資産形成',
    description: '仕事で困らない敬語とメール作法に、新NISA・iDeCoの基本を合わせたセットです。',
    priceCents: 4999,
  },
  {
    slugs: ['washoku-dashi-fundamentals', 'katei-saien-beginners'],
    title: '育てて、料理する ― 家庭菜園と和食の基本',
    description: 'ベランダで育てた野菜を、だしと調味の黄金比でおいしくいただくためのセットです。',
    priceCents: 3499,
  },
];

/** Questions buyers asked about a pack, with the creator's answers. */
export const DEMO_QUESTIONS: Record<string, { question: string; answer: string }[]> = {
  'advanced-marketing-strategy': [
    {
      question: 'Does this cover B2C launches, or only B2B?',
      answer:
        'It is written from B2B launches, but the segment scoring and positioning chapters apply to consumer products as well. The pricing chapter assumes a sales-led motion, so treat it as a guide rather than a recipe for B2C.',
    },
    {
      question: 'How often is the pack updated?',
      answer:
        'I revise it twice a year, after each launch season, and note what changed on the sales page. Buyers get every new edition at no extra cost.',
    },
  ],
  'machine-learning-fundamentals': [
    {
      question: 'Do I need to know calculus to follow it?',
      answer:
        'No. The notes explain every idea in words and with small examples first. Where a formula helps, it comes after the intuition, and you can skip it without losing the thread.',
    },
    {
      question: 'Which libraries do the examples use?',
      answer:
        'The examples use scikit-learn and pandas, but the checks themselves are library-agnostic: leakage and validation mistakes look the same in any framework.',
    },
  ],
  'advanced-react-patterns': [
    {
      question: 'Is it up to date with React 19?',
      answer:
        'Yes. The performance chapter covers transitions and useDeferredValue, and the patterns are written for function components and hooks throughout.',
    },
    {
      question: 'Does it work with TypeScript projects?',
      answer:
        'Every pattern comes with its TypeScript types, including how to type compound components and polymorphic props without fighting the compiler.',
    },
  ],
  'specialty-coffee-brewing': [
    {
      question: 'Is it useful without an espresso machine?',
      answer:
        'Very much so. Most of the pack is about filter methods (pour-over, AeroPress, French press), and the grind, ratio and water chapters apply to all of them.',
    },
  ],
  'dog-training-behavior': [
    {
      question: 'Will these methods work for an older rescue dog?',
      answer:
        'Yes. Adult dogs learn with the same positive reinforcement; progress can be slower at first while trust builds. The recall and loose-leash chapters note what to adjust for an adult dog.',
    },
  ],
  'japanese-business-keigo': [
    {
      question: '社外向けのメールだけでなく、社内のチャットにも使えますか？',
      answer:
        'はい。チャットでの言葉づかいは、丁寧さの度合いを一段下げた形で解説しています。上司への報告や依頼の例文も収録しています。',
    },
    {
      question: '就職活動中の学生にも役立ちますか？',
      answer: '役立ちます。面接での受け答えやお礼メールに使える表現を、基本の章でまとめています。',
    },
  ],
  'shin-nisa-ideco-guide': [
    {
      question: '会社員と自営業で内容は変わりますか？',
      answer:
        'iDeCoの掛金の上限が働き方で異なるため、その違いを表で示しています。新NISAの仕組みは働き方に関係なく共通です。',
    },
    {
      question: '制度が変わったときは更新されますか？',
      answer:
        'はい。制度改正が公表されるたびに内容を見直し、新しい版として公開します。購入済みの方は追加料金なしで最新版を使えます。',
    },
  ],
  'washoku-dashi-fundamentals': [
    {
      question: '顆粒だしを使う場合の割合も載っていますか？',
      answer: '載っています。調味の黄金比の章で、顆粒だしや白だしを使うときの置き換え方を説明しています。',
    },
  ],
};

/** The creator's reply to one of a pack's reviews (its place in DEMO_REVIEWS). */
export const DEMO_REPLIES: Record<string, { review: number; text: string }> = {
  'advanced-marketing-strategy': {
    review: 5,
    text: 'Thank you for the honest note. A hardware pricing chapter is in the works for the next edition; the unit economics section will gain a worked example with inventory costs.',
  },
  'machine-learning-fundamentals': {
    review: 5,
    text: 'Thanks! I kept the pack to the fundamentals on purpose, but a short chapter on when deep learning is worth it is planned for the next update.',
  },
  'healthy-cooking-nutrition': {
    review: 4,
    text: 'Thank you! Twelve recipes that put the techniques to work are coming in the next edition, each with its nutrition notes.',
  },
  'specialty-coffee-brewing': {
    review: 3,
    text: 'Fair point. The next edition adds a full cold brew and iced pour-over chapter, with ratios and steeping times.',
  },
  'dog-training-behavior': {
    review: 1,
    text: 'This made my day. Training together as a family is the best thing you can do for consistency: well done!',
  },
  'japanese-business-keigo': {
    review: 4,
    text: 'ご意見ありがとうございます。次の版で電話応対の章を加え、取り次ぎや伝言の例文を増やす予定です。',
  },
  'shin-nisa-ideco-guide': {
    review: 4,
    text: 'ご感想ありがとうございます。特定の商品をおすすめしない方針ですが、商品を比べるときの見方を次の版で詳しく説明します。',
  },
};
