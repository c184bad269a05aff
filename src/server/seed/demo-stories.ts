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
};

export const DEMO_HEADLINES: Record<string, string> = {
  sarah: 'B2B marketing lead, 40+ launches',
  priya: 'Applied ML lead and mentor',
  marcus: 'Front-end architect',
};
