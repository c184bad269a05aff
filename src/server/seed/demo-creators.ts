import type { DemoCreator } from './types';

/** The fictional creators who publish the demo packs (ten in English, two in Japanese). */
export const DEMO_CREATORS: DemoCreator[] = [
  { key: 'sarah', email: 'sarah.chen@demo.kenja.dev', fullName: 'Sarah Chen' },
  { key: 'marcus', email: 'marcus.webb@demo.kenja.dev', fullName: 'Marcus Webb' },
  { key: 'priya', email: 'priya.raman@demo.kenja.dev', fullName: 'Priya Raman' },
  { key: 'david', email: 'david.okafor@demo.kenja.dev', fullName: 'David Okafor' },
  { key: 'emma', email: 'emma.lindqvist@demo.kenja.dev', fullName: 'Emma Lindqvist' },
  { key: 'laura', email: 'laura.martinez@demo.kenja.dev', fullName: 'Laura Martínez' },
  { key: 'tom', email: 'tom.hargreaves@demo.kenja.dev', fullName: 'Tom Hargreaves' },
  { key: 'jamal', email: 'jamal.carter@demo.kenja.dev', fullName: 'Jamal Carter' },
  { key: 'rachel', email: 'rachel.nguyen@demo.kenja.dev', fullName: 'Rachel Nguyen' },
  { key: 'hannah', email: 'hannah.brooks@demo.kenja.dev', fullName: 'Hannah Brooks' },
  { key: 'tanaka', email: 'kenichi.tanaka@demo.kenja.dev', fullName: '田中 健一' },
  { key: 'sato', email: 'misaki.sato@demo.kenja.dev', fullName: '佐藤 美咲' },
];
