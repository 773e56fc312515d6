import { describe, expect, it } from 'vitest';
import { ingredientsNamedIn, timesInText, timesOfStep } from './cooking.js';

describe('timesInText', () => {
  const cases: [string, number | null, number?][] = [
    // English
    ['Simmer for 10 minutes.', 600],
    ['Bake 1 hr 30 min until golden', 5400],
    ['Cook 5-10 min, stirring', 300, 600],
    ['Rest 5 to 10 minutes', 300, 600],
    ['Leave for 1 hour.', 3600],
    ['Leave for 2 hours', 7200],
    ['Blend 30 seconds', 30],
    ['Blend 30 secs', 30],
    ['Blend 45 sec on speed 8', 45],
    ['Fry 3 mins per side', 180],
    ['Steam 1 minute', 60],
    ['Boil 1.5 hours', 5400],
    ['Chill 2 hrs', 7200],
    ['Mix 20 s', 20],
    ['Knead 2 min', 120],
    ['Roast 1 hour and 15 minutes', 4500],
    ['Rest 10min', 600],
    ['Bake 25–30 minutes', 1500, 1800],
    ['Cook 2 h', 7200],
    ['SIMMER 15 MINUTES', 900],
    ['Bake at 180 °C for 25 minutes', 1500],
    ['Microwave 90 seconds on high', 90],
    ['Cook for 1 hr', 3600],
    // Chinese
    ['焖3分钟', 180],
    ['小火炖半小时', 1800],
    ['大火蒸10秒', 10],
    ['炖1小时20分', 4800],
    ['腌制2小时', 7200],
    ['煮5分钟后关火', 300],
    ['浸泡30分钟', 1800],
    ['蒸十五分钟', 900],
    ['炖两个小时', 7200],
    ['焖5-8分钟', 300, 480],
    ['静置半分钟', 30],
    ['烤20分', 1200],
    ['炒1分钟', 60],
    ['冷藏1个小时', 3600],
    ['煮3到5分钟', 180, 300],
    ['煎 20 秒', 20],
    ['100%功率蒸 3.5 分钟', 210],
    ['炒10秒钟', 10],
    ['解冻 5 小时再切片', 18000],
    ['3分钟', 180],
    ['半小时', 1800],
    ['10秒', 10],
    ['1小时20分', 4800],
    // not times
    ['Beat 2 eggs', null],
    ['2 eggs', null],
    ['350 °F', null],
    ['step 3', null],
    ['步骤 3', null],
    ['Serves 4', null],
    ['Add 2 tbsp oil and 1 cup milk', null],
    ['Cut into 2 cm cubes', null],
    ['Preheat the oven to 350 °F', null],
    ['Repeat step 3', null],
    ['Add 200 g water', null],
    ['Use 2 large mugs', null],
    ['加入2个鸡蛋', null],
    ['这道菜十分好吃', null],
    ['加入一半的糖', null],
    ['放200克水', null],
  ];
  it.each(cases)('%s', (text, seconds, maxSeconds) => {
    const times = timesInText(text);
    if (seconds === null) return expect(times).toEqual([]);
    expect(times).toHaveLength(1);
    expect(times[0]!.seconds).toBe(seconds);
    expect(times[0]!.maxSeconds).toBe(maxSeconds);
  });

  it('finds several times in one text, each with its words', () => {
    expect(timesInText('Fry 2 minutes, then simmer 5-10 min.')).toEqual([
      { seconds: 120, text: '2 minutes' },
      { seconds: 300, maxSeconds: 600, text: '5-10 min' },
    ]);
    expect(timesInText('先煮3分钟，再焖半小时').map((time) => time.seconds)).toEqual([180, 1800]);
  });
});

describe('timesOfStep', () => {
  it("offers the machine duration first, then the text's other times", () => {
    expect(timesOfStep({ title: 'Simmer', description: 'Cook 10 minutes, then rest 2 min', duration: 600 })).toEqual([
      { seconds: 600, text: '' },
      { seconds: 120, text: '2 min' },
    ]);
    expect(timesOfStep({ title: '步骤 6', description: '倒入开水 300ml，焖煮 3 分钟。', duration: null })).toEqual([
      { seconds: 180, text: '3 分钟' },
    ]);
    expect(timesOfStep({ title: 'Serve', description: 'Enjoy.', duration: null })).toEqual([]);
  });
});

describe('ingredientsNamedIn', () => {
  const ingredients = [{ name: 'Onions' }, { name: 'Garlic cloves' }, { name: 'Fresh ginger' }, { name: 'Tomatoes' }, { name: '生粉' }];
  it('finds the ingredients a step names, singular or plural, English or Chinese', () => {
    expect(ingredientsNamedIn('Chop the onion, garlic and ginger.', ingredients).map((i) => i.name)).toEqual([
      'Onions',
      'Garlic cloves',
      'Fresh ginger',
    ]);
    expect(ingredientsNamedIn('撒 5g 生粉到蟹盖中', ingredients).map((i) => i.name)).toEqual(['生粉']);
    expect(ingredientsNamedIn('Stir well.', ingredients)).toEqual([]);
  });
});
