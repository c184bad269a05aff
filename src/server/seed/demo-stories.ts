import type { PackStory } from '../../common/contracts/story';

/**
 * What some demo creators wrote in the studio: sample questions (the sales page's try-before-you-buy asks them),
 * stories (the Story tab) and headlines. Fictional, like the creators.
 */
export const DEMO_SAMPLE_QUESTIONS: Record<string, string[]> = {
  'advanced-marketing-strategy': [
    'How do I choose a beachhead segment?',
    'Which unit economics should a launch hit?',
    'What goes on a Tier 1 launch checklist?',
  ],
  'machine-learning-fundamentals': [
    'What is the bias–variance trade-off?',
    'How do I avoid data leakage?',
    'When should I use regularization?',
  ],
  'advanced-react-patterns': [
    'When are compound components the right pattern?',
    'How do I make state controllable?',
    'Why prefer custom hooks over render props?',
  ],
  'digital-marketing-strategy-2024': [
    'What changed in digital marketing in 2024?',
    'How should I plan the channel mix?',
    'How do I write content for AI-era search?',
  ],
  'financial-planning-investment': [
    'In what order should I save and invest?',
    'Traditional or Roth: which should I choose?',
    'How do I build a budget that lasts?',
  ],
  'ux-design-principles-methods': [
    'What are the ten usability heuristics?',
    'Which WCAG 2.2 rules matter every day?',
    'What belongs on a design review checklist?',
  ],
  'healthy-cooking-nutrition': [
    'Which cooking methods keep the most nutrients?',
    'How do I add flavor without extra salt?',
    'What are the safe food temperatures?',
  ],
};

export const DEMO_STORIES: Record<string, PackStory> = {
  'advanced-marketing-strategy': {
    title: 'Fifteen years of launches, written down',
    paragraphs: [
      'I have launched B2B products since 2010 — some that found their market in a quarter, and some that never did. The difference was rarely the product. It was the segment we chose first and the price we dared to ask.',
      'This pack is the playbook I wish I had on my first launch: how to score segments, position against the real alternative, and set unit economics that a board will believe. Your assistant can now quote it while you plan.',
    ],
    quote: 'Positioning only works for a specific audience. Choose the audience first.',
    stats: [
      { value: '15', label: 'years in B2B marketing' },
      { value: '40+', label: 'product launches' },
      { value: '3', label: 'playbooks in this pack' },
    ],
  },
  'machine-learning-fundamentals': {
    title: 'The fundamentals I teach every new team',
    paragraphs: [
      'Most failed models I have reviewed failed for the same few reasons: leakage, a test set that was not really held out, and regularization chosen by habit.',
      'I wrote these notes for the engineers I mentor. They are short on equations and long on the checks that catch mistakes before production does.',
    ],
    quote: 'If your validation score looks too good, assume leakage until you prove otherwise.',
    stats: [
      { value: '12', label: 'years in applied ML' },
      { value: '200+', label: 'engineers mentored' },
    ],
  },
  'advanced-react-patterns': {
    title: 'Patterns that survived ten design systems',
    paragraphs: [
      'I have built component libraries for a bank, a newspaper and three start-ups. Each time, the same few patterns decided whether the library was a joy or a tax: compound components, state the caller can control, and hooks that hide the plumbing.',
      'This pack collects them with the trade-offs I learned the hard way, including when not to reach for them. Ask it about your component and it answers with the section that applies.',
    ],
    quote: 'A component API is a promise. Make it small enough to keep.',
    stats: [
      { value: '10', label: 'design systems shipped' },
      { value: '9', label: 'years with React' },
    ],
  },
  'dog-training-behavior': {
    title: 'Kind training that works on real dogs',
    paragraphs: [
      'I started training shelter dogs that nobody else wanted to walk. Rewards, clear timing and patience turned most of them into dogs families fought over.',
      'These are the exact steps I give new owners: recall, loose-leash walking and the puppy months, written so that everyone in the house trains the same way.',
    ],
    quote: 'Your dog is always learning. Make sure you are teaching.',
    stats: [
      { value: '1,200+', label: 'dogs trained' },
      { value: '14', label: 'years as a trainer' },
    ],
  },
  'japanese-business-keigo': {
    title: '研修で一番多い質問に、いつでも答えるために',
    paragraphs: [
      '企業研修で二十年近く敬語を教えてきました。受講者からの質問は、驚くほど毎回同じです。「させていただく」は使いすぎか、社外の人に自社の上司をどう呼ぶか、お詫びメールの結びはどう書くか。',
      'このパックには、その答えを例文とともにまとめました。メールを書きながらアシスタントに尋ねれば、根拠となる箇所を引用して答えてくれます。',
    ],
    quote: '敬語は相手との距離を測るための道具です。正しさより、伝わることを大切に。',
    stats: [
      { value: '18', label: '年の研修経験' },
      { value: '12,000+', label: '人の受講者' },
    ],
  },
  'washoku-dashi-fundamentals': {
    title: '家庭の台所で、料亭のだしを',
    paragraphs: [
      '料理教室を始めたころ、生徒さんの一番の悩みは「味が毎回違う」ことでした。原因のほとんどは、だしの取り方と調味の割合にありました。',
      '昆布と鰹節、煮干し、干し椎茸。それぞれの扱い方と、煮物・汁物・麺つゆの黄金比を、家庭で再現できる形で書きました。',
    ],
    quote: 'だしが決まれば、味つけは引き算で足ります。',
    stats: [
      { value: '15', label: '年の料理教室' },
      { value: '4', label: '種類のだし' },
    ],
  },
};

export const DEMO_HEADLINES: Record<string, string> = {
  sarah: 'B2B marketing lead, 40+ launches',
  priya: 'Applied ML lead and mentor',
  marcus: 'Front-end architect',
};
