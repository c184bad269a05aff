/** The 18 pack categories of the spec, each with its English and Japanese name. The id is what URLs and the API use. */
export const CATEGORIES = [
  { id: 'software-app-development', en: 'Software & App Development', ja: 'ソフトウェア・アプリ開発' },
  { id: 'developer-libraries-apis', en: 'Developer Libraries & APIs', ja: '開発者向けライブラリ・API' },
  { id: 'business-marketing', en: 'Business & Marketing', ja: 'ビジネス・マーケティング' },
  { id: 'finance-investing', en: 'Finance & Investing', ja: '金融・投資' },
  { id: 'learning-education', en: 'Learning & Education', ja: '学習・教育' },
  { id: 'creative-arts-design', en: 'Creative Arts & Design', ja: 'クリエイティブ・デザイン' },
  { id: 'languages-communication', en: 'Languages & Communication', ja: '語学・コミュニケーション' },
  { id: 'career-self-development', en: 'Career & Self-Development', ja: 'キャリア・自己啓発' },
  { id: 'legal-compliance-policy', en: 'Legal, Compliance & Policy', ja: '法務・コンプライアンス・政策' },
  { id: 'health-wellness', en: 'Health & Wellness', ja: '健康・ウェルネス' },
  { id: 'sports-fitness-athletics', en: 'Sports, Fitness & Athletics', ja: 'スポーツ・フィットネス' },
  { id: 'cooking-culinary-arts', en: 'Cooking & Culinary Arts', ja: '料理・食文化' },
  { id: 'handmade-crafting', en: 'Handmade & Crafting', ja: 'ハンドメイド・クラフト' },
  { id: 'gardening-horticulture', en: 'Gardening & Horticulture', ja: 'ガーデニング・園芸' },
  {
    id: 'sustainability-green-living',
    en: 'Sustainability & Green Living',
    ja: 'サステナビリティ・エコ生活',
  },
  { id: 'lifestyle-leisure', en: 'Lifestyle & Leisure', ja: 'ライフスタイル・レジャー' },
  { id: 'pets-animal-care', en: 'Pets & Animal Care', ja: 'ペット・動物の世話' },
  { id: 'academic-research', en: 'Academic & Research', ja: '学術・研究' },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategoryId = Category['id'];

export const CATEGORY_IDS = CATEGORIES.map((c) => c.id) as [CategoryId, ...CategoryId[]];

export function findCategory(id: string): Category | undefined {
  return CATEGORIES.find((c) => c.id === id);
}

/** Ids of the categories whose English or Japanese name contains `term`, case-insensitively. */
export function categoriesMatching(term: string): CategoryId[] {
  const needle = term.toLocaleLowerCase();
  return CATEGORIES.filter(
    (c) => c.en.toLocaleLowerCase().includes(needle) || c.ja.toLocaleLowerCase().includes(needle),
  ).map((c) => c.id);
}
