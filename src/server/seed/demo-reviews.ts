/**
 * What the demo packs' buyers wrote, pack by pack, in the pack's language: each review its own words (no sentence
 * shared by two reviewers). A pack has as many reviews as it has texts here; the earliest buyers write them, in this
 * order, and the last ones carry its 4-star ratings (demo-history.ts), so they are the more reserved.
 */
export const DEMO_REVIEWS: Record<string, string[]> = {
  'advanced-marketing-strategy': [
    'The segment scoring grid changed how we picked our first market. We had been chasing three segments at once.',
    'I asked my assistant to compare two positioning statements against the playbook and it quoted the exact criteria. Worth it for that alone.',
    'Our board deck finally had unit economics that held up to questions: CAC payback, gross margin, the lot.',
    'The Tier 1 launch checklist is now pinned in our team channel. We caught two missing steps before launch day.',
    'Practical rather than academic. Every section ends with something you can do on Monday.',
    'Strong on B2B SaaS; I sell hardware and had to translate some of the pricing advice myself.',
  ],
  'machine-learning-fundamentals': [
    'The leakage section found a bug in our churn model that had survived two code reviews.',
    'Finally an explanation of the bias–variance trade-off that my product manager understood too.',
    'I use the model evaluation checklist before every release now. My assistant walks me through it step by step.',
    'Clear notes on cross-validation and why the test set must stay untouched until the very end.',
    'Regularization explained with real choices instead of formulas. Helped me stop tuning by habit.',
    'Solid fundamentals, though I hoped for more on deep learning. Fine for what it promises.',
  ],
  'advanced-react-patterns': [
    'Compound components finally clicked. Our design-system tabs and menus are half the code they were.',
    'The controlled-versus-uncontrolled section settled an argument on my team in ten minutes.',
    'My assistant pointed me to useDeferredValue for a laggy search list, with the passage to back it up.',
    'Custom hooks over render props, with the reasons spelled out. We refactored three components the same week.',
    'Great on performance: memoization only where profiling says so, and why.',
    'Assumes you know React well already. Not for beginners, but it never claims to be.',
  ],
  'digital-marketing-strategy-2024': [
    'The channel mix worksheet made our quarterly planning meeting half as long.',
    'Good take on search now that AI answers sit above the links. We rewrote our content brief template because of it.',
    'Attribution explained without vendor hype. We dropped last-click reporting after reading it.',
    'Up to date on privacy changes and what they do to paid social targeting.',
    'Useful, though a few benchmarks are US-only. I would like European figures next edition.',
  ],
  'financial-planning-investment': [
    'The savings order (emergency fund, match, debt, then investing) took the guesswork out of our budget.',
    'Traditional or Roth was a question I had put off for years. The comparison table answered it for my situation.',
    'My assistant quotes the budgeting framework when I ask about big purchases. Keeps me honest.',
    'Index funds, fees and rebalancing explained calmly, without selling anything.',
    'Very US-centric accounts and rules. The principles still apply elsewhere.',
  ],
  'ux-design-principles-methods': [
    'The interview guide helped me run my first five user interviews without leading the witness.',
    'Our design reviews use the checklist verbatim now. Fewer debates about taste, more about evidence.',
    'WCAG 2.2 rules summarised for everyday work: focus order, target sizes, contrast. Exactly what I needed.',
    'Nielsen’s heuristics with modern examples, not the same screenshots from 2005.',
    'Research methods are excellent; the visual design part is thinner.',
  ],
  'healthy-cooking-nutrition': [
    'Steaming versus roasting for vitamins: I had it backwards for years. The tables are very clear.',
    'The flavour-without-salt ideas (acid, toasted spices, umami) got my father eating happily on his low-sodium diet.',
    'I keep asking the assistant about safe internal temperatures while cooking. Quick and precise.',
    'Protein and fibre targets explained without fad diets. Refreshing.',
    'Great reference; I would love actual recipes alongside the techniques.',
  ],
  'organic-gardening-mastery': [
    'My compost pile finally heats up. The browns-to-greens ratio advice was the missing piece.',
    'Companion planting and crop rotation laid out season by season. The aphids on my beans are gone.',
    'Soil testing explained simply, and what to do with the numbers afterwards.',
    'Written for a temperate climate; some timings needed adjusting for my dry summers.',
  ],
  'strength-conditioning-science': [
    'Progressive overload without the bro-science. My squat went up 20 kg in twelve weeks.',
    'The deload guidance saved my shoulders. I used to train straight through every plateau.',
    'I coach a masters rowing group and the conditioning section gave us a plan that respects recovery.',
    'RPE and rep ranges explained so that I can finally write my own programme.',
    'Excellent science; a sample twelve-week plan would make it even better.',
  ],
  'rest-api-design-handbook': [
    'Our API review checklist comes straight from this handbook now. Pagination and error formats are consistent at last.',
    'Idempotency keys and retries explained with concrete request examples.',
    'The versioning chapter stopped us from shipping a v2 we did not need.',
    'Thorough on HTTP semantics; less on GraphQL or gRPC, which is fair given the title.',
  ],
  'evidence-based-study-techniques': [
    'Spaced repetition and retrieval practice, with the studies behind them. My exam prep changed completely.',
    'I teach secondary school and shared the interleaving section with my whole department.',
    'Asking the assistant to quiz me from the pack works better than rereading my notes ever did.',
    'Convincing and well sourced; a printable weekly schedule would help.',
  ],
  'salary-negotiation-playbook': [
    'Used the anchoring script in my offer call and got 12% more than the first number.',
    'The part about negotiating the whole package (equity, leave, start date) was eye-opening.',
    'Helpful scripts; I wish it covered internal promotions as well as new offers.',
  ],
  'gdpr-compliance-essentials': [
    'Our start-up finally has a record of processing activities we are not embarrassed by.',
    'The breach timeline (72 hours, who to tell, what to write) is now our incident runbook.',
    'Clear on lawful bases and international transfers; I still needed a lawyer for our edge cases, as expected.',
  ],
  'sleep-science-recovery': [
    'Moving my caffeine cut-off to early afternoon, as the pack suggests, fixed my 2 a.m. wake-ups.',
    'The light exposure advice helped our night-shift nurses more than any app did.',
    'I understand sleep cycles now, and why my weekend lie-ins made Mondays worse.',
    'Solid and calm; I hoped for more on naps for athletes.',
  ],
  'leathercraft-fundamentals': [
    'Saddle stitch explained so well that my first wallet actually looks handmade in the good way.',
    'Which leather for which project, and which tools to buy first: saved me from a costly starter kit.',
    'Edge finishing is covered well; photos of each step would have helped.',
  ],
  'home-energy-efficiency': [
    'We air-sealed the attic following the checklist and our heating bill dropped noticeably this winter.',
    'Heat pump sizing explained properly. Our installer was surprised we knew what to ask.',
    'Good on solar payback maths; the incentive figures will date quickly.',
  ],
  'specialty-coffee-brewing': [
    'Dialling in by ratio and grind size, one change at a time, finally made my pour-over consistent.',
    'The water chemistry section was the surprise. Filtered water improved my espresso more than a new grinder would have.',
    'My assistant troubleshoots sour or bitter cups with the extraction chart. Very handy at 7 a.m.',
    'Great for filter and espresso; cold brew gets only a short paragraph.',
  ],
  'dog-training-behavior': [
    'Recall finally works at the park. The high-value reward ladder was the key.',
    'Positive reinforcement explained so clearly that the whole family now trains the same way.',
    'Our rescue’s leash pulling is down to almost nothing after three weeks of the loose-leash steps.',
    'Excellent for puppies and adolescents; less on serious reactivity, where it rightly suggests a professional.',
  ],
  'japanese-business-keigo': [
    '尊敬語と謙譲語の使い分けが表で整理されていて、社内メールの迷いがなくなりました。',
    '取引先へのお詫びメールを書くとき、アシスタントが該当する例文を引用してくれて助かりました。',
    '新入社員研修の副読本として使っています。二重敬語の例がとても分かりやすいです。',
    '件名の付け方から結びの挨拶まで、メールの型がそのまま使えます。',
    '電話応対の表現がもう少し多いと、さらに良かったです。',
  ],
  'washoku-dashi-fundamentals': [
    '昆布の水出しと加熱の違いを初めて理解できました。お吸い物の味がはっきり変わりました。',
    '煮物の調味の黄金比を覚えてから、毎回味が決まるようになりました。',
    '煮干しだしの下処理を聞くと、頭とはらわたを取る理由まで教えてくれます。',
    '基本がしっかりしています。精進だしの章がもう少し長いと嬉しいです。',
  ],
  'katei-saien-beginners': [
    'ベランダのプランターでミニトマトが初めて鈴なりになりました。土づくりの説明のおかげです。',
    '水やりのタイミングを季節ごとに教えてくれるので、枯らすことがなくなりました。',
    '初心者向けで分かりやすいですが、病害虫の写真があるとさらに助かります。',
  ],
  'shin-nisa-ideco-guide': [
    'つみたて投資枠と成長投資枠の違いが、やっと自分の言葉で説明できるようになりました。',
    'iDeCoの受け取り方で税金が変わることを知り、退職前に計画を見直しました。',
    '夫婦でどちらの口座から使うか、アシスタントに質問しながら整理できました。',
    '制度の要点が正確で、証券会社の宣伝がないのが安心です。',
    '具体的な商品選びについては控えめなので、そこは自分で調べる必要があります。',
  ],
};
