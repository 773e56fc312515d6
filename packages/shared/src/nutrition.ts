/**
 * Nutrition estimated from a recipe's ingredients with a small built-in food table, per portion, in
 * the recipe's nutrition items (NUTRIENTS: energy kJ, protein g, carbohydrate g, fat g, sodium mg).
 * Pure and shared: the Chinese seed import computes the stored nutrition with it, and a recipe editor
 * may suggest values the same way.
 *
 * The table: about 100 common ingredients per 100 g (edible part, raw unless named otherwise), typed
 * in by hand and rounded from USDA FoodData Central (SR Legacy) or, for foods it lacks (Chinese
 * condiments, cured meats, steamed buns), the China Food Composition Table (6th edition); `src` names
 * which. Estimates for a recipe card, not laboratory values.
 */
import { NUTRIENTS, type Nutrient } from './enums.js';
import type { Ingredient, NutritionItem } from './schemas/content.js';

export interface Food {
  /** Chinese names, then English ones (lower case); the first of each is the entry's name. */
  zh: readonly string[];
  en: readonly string[];
  /** Per 100 g in the order of NUTRIENTS: energy kJ, protein g, carbohydrate g, fat g, sodium mg. */
  per100g: Readonly<Record<Nutrient, number>>;
  /** Grams per millilitre, for amounts in ml and spoons (1 when absent). */
  density?: number;
  /** Grams of one piece, for amounts counted in pieces; a food without it cannot be counted. */
  piece?: number;
  /**
   * Used "to taste" (salt, oil, spices, water): listed without an amount it is left out of the sum.
   * A main ingredient (meat, vegetables...) listed without an amount makes the estimate impossible.
   */
  seasoning?: boolean;
  src: 'USDA' | 'CFCT';
}

interface Extra {
  density?: number;
  piece?: number;
  seasoning?: boolean;
  src?: 'CFCT';
}

function food(zh: string[], en: string[], [energy, protein, carbohydrate, fat, sodium]: number[], extra: Extra = {}): Food {
  return {
    zh,
    en,
    per100g: { energy: energy!, protein: protein!, carbohydrate: carbohydrate!, fat: fat!, sodium: sodium! },
    ...extra,
    src: extra.src ?? 'USDA',
  };
}

const S = { seasoning: true } as const;

// prettier-ignore
export const FOODS: readonly Food[] = [
  // Eggs, meat, fish
  food(['鸡蛋', '蛋', '土鸡蛋'], ['egg', 'eggs'], [598, 12.6, 0.7, 9.5, 142], { piece: 50 }),
  food(['蛋清', '鸡蛋清', '蛋白'], ['egg white'], [218, 10.9, 0.7, 0.2, 166], { piece: 33 }),
  food(['蛋黄', '鸡蛋黄', '熟蛋黄'], ['egg yolk'], [1347, 15.9, 3.6, 26.5, 48], { piece: 17 }),
  food(['皮蛋', '松花蛋'], ['century egg'], [715, 14.2, 4.5, 10.7, 542], { piece: 60, src: 'CFCT' }),
  food(['鸡胸肉', '鸡胸', '鸡柳'], ['chicken breast'], [502, 22.5, 0, 2.6, 45]),
  food(['鸡肉', '鸡腿肉', '鸡腿', '琵琶腿', '手枪腿', '火枪腿', '鸡', '三黄鸡', '童子鸡', '土鸡'], ['chicken', 'chicken thigh'], [900, 18.6, 0, 15.1, 70], { piece: 150 }),
  food(['鸡翅', '鸡翅中', '鸡中翅', '翅中', '鸡翅根', '翅根'], ['chicken wing', 'chicken wings'], [799, 17.5, 0, 12.9, 73], { piece: 40 }),
  food(['鸡肝'], ['chicken liver'], [498, 16.9, 0.7, 4.8, 71]),
  food(['鸭肉', '鸭', '鸭腿'], ['duck'], [1690, 11.5, 0, 39.3, 63]),
  food(['猪肉', '肉末', '猪肉末', '猪绞肉', '前腿肉', '后腿肉', '梅花肉', '猪颈肉'], ['pork', 'minced pork', 'ground pork'], [1100, 16.9, 0, 21.2, 56]),
  food(['瘦肉', '猪瘦肉', '里脊', '猪里脊', '里脊肉'], ['pork loin', 'lean pork', 'pork tenderloin'], [502, 21, 0, 3.5, 53]),
  food(['五花肉', '带皮五花肉', '猪五花'], ['pork belly'], [2167, 9.3, 0, 53, 32]),
  food(['排骨', '猪排骨', '肋排', '猪小排', '小排'], ['pork ribs', 'spare ribs'], [1159, 15.5, 0, 23.4, 81]),
  food(['猪蹄', '猪脚'], ['pork trotter'], [1088, 22.6, 0, 18.8, 101], { piece: 500, src: 'CFCT' }),
  food(['牛肉', '牛肉末', '牛里脊', '牛腱子', '牛腱'], ['beef', 'ground beef', 'minced beef'], [900, 18.6, 0, 15, 66]),
  food(['牛腩', '肥牛', '肥牛卷'], ['beef brisket', 'fatty beef slices'], [1100, 17, 0, 21, 70]),
  food(['羊肉', '羊排', '羊腿'], ['lamb', 'mutton', 'lamb chops'], [1180, 16.6, 0, 23.4, 59]),
  food(['火腿', '火腿肠', '香肠'], ['ham', 'sausage'], [887, 14, 15.6, 10.4, 771], { piece: 50, src: 'CFCT' }),
  food(['腊肠', '广式腊肠'], ['chinese sausage', 'lap cheong'], [2125, 24.1, 11.2, 40.7, 2309], { piece: 40, src: 'CFCT' }),
  food(['午餐肉'], ['luncheon meat', 'spam'], [1318, 13.4, 4.6, 26.6, 1411]),
  food(['培根'], ['bacon'], [1745, 13, 1.4, 39.7, 833], { piece: 15 }),
  food(['虾', '虾仁', '鲜虾', '大虾', '基围虾', '明虾', '虾米', '虾皮'], ['shrimp', 'prawn', 'prawns'], [356, 20.1, 0, 0.5, 119], { piece: 15 }),
  food(['鱼', '鱼肉', '草鱼', '鲤鱼', '鲫鱼', '鱼片'], ['fish', 'carp'], [531, 17.8, 0, 5.6, 49]),
  food(['鲈鱼', '鳜鱼'], ['sea bass', 'bass'], [406, 18.4, 0, 2, 68], { piece: 600 }),
  food(['鳕鱼', '黑鳕鱼'], ['cod'], [343, 17.8, 0, 0.7, 54]),
  food(['三文鱼'], ['salmon'], [870, 20.4, 0, 13.4, 59]),
  food(['鱿鱼'], ['squid'], [385, 15.6, 3.1, 1.4, 44]),
  // Soy, grains, starch
  food(['豆腐', '北豆腐', '老豆腐', '嫩豆腐', '南豆腐', '内酯豆腐', '内脂豆腐'], ['tofu'], [318, 8.1, 1.9, 4.8, 7]),
  food(['米饭', '冷饭', '剩米饭', '白米饭'], ['cooked rice', 'rice, cooked'], [544, 2.7, 28.2, 0.3, 1]),
  food(['大米', '米', '白米', '粳米', '籼米'], ['rice'], [1527, 7.1, 80, 0.7, 5]),
  food(['糯米', '糯米粉', '水磨糯米粉'], ['glutinous rice', 'glutinous rice flour'], [1548, 6, 80, 1.4, 5]),
  food(['面粉', '中筋面粉', '普通面粉', '低筋面粉', '高筋面粉', '小麦粉'], ['flour', 'plain flour', 'all-purpose flour', 'bread flour'], [1523, 10.3, 76.3, 1, 2]),
  food(['挂面', '面条', '干面条', '意面', '意大利面', '方便面饼'], ['noodles', 'dried noodles', 'pasta', 'spaghetti'], [1552, 13, 74.7, 1.5, 6]),
  food(['淀粉', '生粉', '玉米淀粉', '土豆淀粉', '红薯淀粉', '水淀粉'], ['cornstarch', 'starch', 'potato starch'], [1594, 0.3, 91.3, 0.1, 9], { ...S }),
  food(['粉丝', '龙口粉丝', '绿豆粉丝'], ['glass noodles', 'vermicelli'], [1469, 0.2, 86, 0.1, 10]),
  food(['面包', '吐司', '面包片', '吐司片'], ['bread', 'toast'], [1113, 8.9, 49.4, 3.3, 491], { piece: 30 }),
  food(['馒头'], ['steamed bun', 'mantou'], [933, 7, 47, 1.1, 165], { piece: 100, src: 'CFCT' }),
  food(['年糕'], ['rice cake', 'nian gao'], [644, 3.3, 34.7, 0.6, 57], { src: 'CFCT' }),
  food(['燕麦', '燕麦片', '麦片'], ['oats', 'rolled oats'], [1628, 16.9, 66.3, 6.9, 2]),
  // Vegetables, fruit
  food(['土豆', '马铃薯'], ['potato', 'potatoes'], [322, 2, 17.5, 0.1, 6], { piece: 200 }),
  food(['番茄', '西红柿'], ['tomato', 'tomatoes'], [75, 0.9, 3.9, 0.2, 5], { piece: 150 }),
  food(['洋葱', '紫洋葱'], ['onion', 'onions'], [167, 1.1, 9.3, 0.1, 4], { piece: 150 }),
  food(['胡萝卜', '红萝卜'], ['carrot', 'carrots'], [172, 0.9, 9.6, 0.2, 69], { piece: 100 }),
  food(['黄瓜'], ['cucumber'], [63, 0.7, 3.6, 0.1, 2], { piece: 250 }),
  food(['青椒', '菜椒', '彩椒', '甜椒', '红椒', '尖椒', '杭椒', '螺丝椒'], ['bell pepper', 'green pepper'], [84, 0.9, 4.6, 0.2, 3], { piece: 100 }),
  food(['辣椒', '小米辣', '小米椒', '线椒', '二荆条', '青辣椒', '红辣椒', '朝天椒'], ['chili', 'chilli', 'chili pepper'], [167, 1.9, 8.8, 0.4, 9], { piece: 10, ...S }),
  food(['干辣椒', '干辣椒段', '辣椒面', '辣椒粉', '干线椒'], ['dried chili', 'chili flakes', 'chili powder'], [1176, 11.9, 51.4, 8.2, 43], { piece: 1, ...S }),
  food(['大蒜', '蒜', '蒜瓣', '蒜头', '蒜末', '蒜蓉', '蒜片'], ['garlic'], [623, 6.4, 33.1, 0.5, 17], { piece: 4, ...S }),
  food(['姜', '生姜', '老姜', '姜片', '姜末', '姜丝', '嫩姜'], ['ginger'], [335, 1.8, 17.8, 0.8, 13], { piece: 5, ...S }),
  food(['葱', '小葱', '香葱', '葱花', '青葱', '葱段', '葱白'], ['spring onion', 'scallion', 'green onion'], [134, 1.8, 7.3, 0.2, 16], { piece: 10, ...S }),
  food(['大葱'], ['leek', 'welsh onion'], [134, 1.8, 7.3, 0.2, 16], { piece: 100, ...S }),
  food(['香菜'], ['coriander', 'cilantro'], [96, 2.1, 3.7, 0.5, 46], { piece: 5, ...S }),
  food(['大白菜', '白菜', '娃娃菜'], ['napa cabbage', 'chinese cabbage'], [67, 1.2, 3.2, 0.2, 9]),
  food(['卷心菜', '包菜', '圆白菜', '包心菜', '手撕包菜', '紫甘蓝'], ['cabbage'], [105, 1.3, 5.8, 0.1, 18], { piece: 800 }),
  food(['西兰花', '西蓝花', '花菜', '菜花', '花椰菜'], ['broccoli', 'cauliflower'], [142, 2.8, 6.6, 0.4, 33]),
  food(['菠菜'], ['spinach'], [96, 2.9, 3.6, 0.4, 79]),
  food(['生菜', '油麦菜', '菜心', '上海青', '青菜', '小白菜', '空心菜'], ['lettuce', 'leafy greens', 'bok choy'], [63, 1.4, 2.9, 0.2, 28]),
  food(['茄子', '长茄子', '圆茄子'], ['eggplant', 'aubergine'], [105, 1, 5.9, 0.2, 2], { piece: 250 }),
  food(['豆芽', '绿豆芽', '黄豆芽'], ['bean sprouts'], [126, 3, 5.9, 0.2, 6]),
  food(['蘑菇', '口蘑', '白蘑菇', '平菇', '杏鲍菇'], ['mushroom', 'mushrooms'], [92, 3.1, 3.3, 0.3, 5], { piece: 15 }),
  food(['香菇', '鲜香菇'], ['shiitake'], [142, 2.2, 6.8, 0.5, 9], { piece: 15 }),
  food(['金针菇'], ['enoki'], [155, 2.7, 7.8, 0.3, 3]),
  food(['干木耳', '黑木耳'], ['dried wood ear'], [1109, 12.1, 65.6, 1.5, 48], { src: 'CFCT' }),
  food(['莴笋', '莴苣'], ['celtuce', 'stem lettuce'], [75, 0.9, 3.7, 0.3, 11]),
  food(['西葫芦'], ['zucchini', 'courgette'], [71, 1.2, 3.1, 0.3, 8], { piece: 300 }),
  food(['白萝卜', '萝卜'], ['daikon', 'white radish'], [75, 0.6, 4.1, 0.1, 21]),
  food(['蒜苗', '青蒜', '蒜薹', '蒜苔'], ['garlic shoots', 'garlic scapes'], [255, 2, 15.4, 0.1, 4], { ...S, src: 'CFCT' }),
  food(['红枣', '大枣', '干枣'], ['jujube', 'red dates'], [1201, 3.7, 73.6, 1.1, 9], { piece: 5 }),
  food(['玉米', '玉米粒', '甜玉米'], ['corn', 'sweet corn'], [360, 3.3, 19, 1.4, 15]),
  food(['南瓜', '老南瓜'], ['pumpkin'], [109, 1, 6.5, 0.1, 1]),
  food(['冬瓜'], ['wax gourd', 'winter melon'], [54, 0.4, 3, 0.2, 111]),
  food(['芹菜', '西芹', '香芹'], ['celery'], [59, 0.7, 3, 0.2, 80], { piece: 40 }),
  food(['豆角', '四季豆', '扁豆', '长豆角'], ['green beans'], [130, 1.8, 7, 0.2, 6]),
  food(['山药', '铁棍山药'], ['yam'], [494, 1.5, 27.9, 0.2, 9]),
  food(['莲藕', '藕'], ['lotus root'], [310, 2.6, 17.2, 0.1, 40]),
  food(['柠檬'], ['lemon'], [121, 1.1, 9.3, 0.3, 2], { piece: 60 }),
  food(['柠檬汁'], ['lemon juice'], [92, 0.4, 6.9, 0.2, 1], { density: 1.03, ...S }),
  food(['苹果'], ['apple'], [218, 0.3, 13.8, 0.2, 1], { piece: 180 }),
  food(['香蕉'], ['banana'], [372, 1.1, 22.8, 0.3, 1], { piece: 120 }),
  food(['草莓'], ['strawberry', 'strawberries'], [134, 0.7, 7.7, 0.3, 1]),
  food(['花生', '花生米'], ['peanuts'], [2372, 25.8, 16.1, 49.2, 18]),
  food(['芝麻', '白芝麻', '黑芝麻'], ['sesame seeds'], [2397, 17.7, 23.4, 49.7, 11], { ...S }),
  // Dairy, sweet
  food(['牛奶', '纯牛奶', '全脂牛奶'], ['milk', 'whole milk'], [255, 3.2, 4.8, 3.3, 43], { density: 1.03 }),
  food(['淡奶油', '奶油', '动物奶油', '稀奶油'], ['cream', 'heavy cream', 'whipping cream'], [1423, 2.8, 2.7, 36, 27], { density: 1 }),
  food(['黄油', '无盐黄油'], ['butter'], [3000, 0.9, 0.1, 81, 11], { density: 0.91 }),
  food(['酸奶'], ['yogurt', 'yoghurt'], [255, 3.5, 4.7, 3.3, 46], { density: 1.03 }),
  food(['炼乳'], ['condensed milk'], [1343, 7.9, 54.4, 8.7, 127], { density: 1.3 }),
  food(['奶酪', '芝士', '芝士片', '马苏里拉芝士', '马苏里拉奶酪'], ['cheese', 'mozzarella', 'cheddar'], [1686, 24.9, 1.3, 33.1, 621], { piece: 20 }),
  food(['椰奶', '椰浆'], ['coconut milk'], [824, 2, 2.8, 21.3, 13], { density: 1 }),
  food(['白糖', '糖', '砂糖', '白砂糖', '细砂糖', '冰糖', '绵白糖', '糖粉'], ['sugar', 'caster sugar', 'icing sugar'], [1619, 0, 100, 0, 1], { density: 0.85, piece: 5, ...S }),
  food(['红糖', '黄糖', '红（白）糖'], ['brown sugar'], [1590, 0.1, 98, 0, 28], { density: 0.85, ...S }),
  food(['蜂蜜'], ['honey'], [1272, 0.3, 82.4, 0, 4], { density: 1.42, ...S }),
  food(['巧克力', '黑巧克力'], ['chocolate', 'dark chocolate'], [2284, 4.9, 61, 31, 24]),
  food(['吉利丁', '吉利丁片', '吉利丁粉'], ['gelatin', 'gelatine'], [1402, 85.6, 0, 0.1, 196], { piece: 5 }),
  // Fats, condiments, spices, drinks
  food(['食用油', '油', '植物油', '花生油', '菜籽油', '玉米油', '大豆油', '橄榄油', '香油', '芝麻油', '猪油', '色拉油', '葵花籽油'], ['oil', 'vegetable oil', 'olive oil', 'sesame oil', 'lard'], [3699, 0, 0, 100, 0], { density: 0.92, ...S }),
  food(['牛油', '牛油块'], ['beef tallow'], [3774, 0, 0, 100, 0], { density: 0.92, ...S }),
  food(['盐', '食盐', '食用盐', '海盐'], ['salt'], [0, 0, 0, 0, 38758], { density: 1.2, ...S }),
  food(['生抽', '酱油', '老抽', '味极鲜', '蒸鱼豉油', '头抽'], ['soy sauce', 'light soy sauce', 'dark soy sauce'], [222, 8.1, 4.9, 0.6, 5493], { density: 1.1, ...S }),
  food(['蚝油'], ['oyster sauce'], [213, 1.4, 10.9, 0.3, 2733], { density: 1.2, ...S }),
  food(['醋', '米醋', '白醋', '陈醋', '香醋', '镇江香醋', '老陈醋'], ['vinegar', 'rice vinegar'], [75, 0, 0.04, 0, 2], { ...S }),
  food(['料酒', '黄酒', '绍兴酒', '花雕酒'], ['cooking wine', 'shaoxing wine'], [276, 1.6, 5, 0, 500], { ...S, src: 'CFCT' }),
  food(['啤酒'], ['beer'], [180, 0.5, 3.6, 0, 4]),
  food(['豆瓣酱', '郫县豆瓣酱', '郫县豆瓣'], ['chili bean paste', 'doubanjiang'], [745, 13.6, 15.6, 6.8, 6012], { density: 1.2, ...S, src: 'CFCT' }),
  food(['番茄酱', '番茄沙司'], ['ketchup', 'tomato ketchup'], [423, 1, 27.4, 0.1, 907], { density: 1.15, ...S }),
  food(['芝麻酱'], ['sesame paste', 'tahini'], [2490, 17, 21.2, 53.8, 115], { density: 1.1, ...S }),
  food(['鸡精', '鸡粉'], ['chicken bouillon', 'chicken powder'], [1117, 16.7, 18, 13.9, 23875], { density: 0.6, ...S }),
  food(['味精'], ['msg'], [0, 0, 0, 0, 12300], { density: 0.7, ...S }),
  food(['花椒', '八角', '大料', '香叶', '桂皮', '胡椒粉', '白胡椒粉', '黑胡椒粉', '黑胡椒', '五香粉', '十三香', '孜然', '孜然粉', '草果', '丁香', '花椒粉', '咖喱粉', '小茴香', '陈皮', '白芷', '山奈', '白蔻', '青花椒', '藤椒'], ['black pepper', 'pepper powder', 'spices', 'cumin', 'star anise', 'sichuan pepper'], [1050, 10.4, 64, 3.3, 20], { density: 0.5, piece: 1, ...S }),
  food(['水', '清水', '开水', '温水', '冷水', '凉水', '热水', '冰水', '纯净水', '冰块', '冰', '苏打水', '气泡水', '椰子水'], ['water', 'ice', 'soda water'], [0, 0, 0, 0, 0], { density: 1, ...S }),
  food(['咖啡', '浓缩咖啡', '红茶', '绿茶', '茶', '茶汤'], ['coffee', 'espresso', 'tea'], [4, 0.1, 0, 0, 2], { density: 1, ...S }),
  food(['可乐'], ['cola'], [176, 0, 10.6, 0, 4], { density: 1.04 }),
];

/** Ingredients in the table make up at least this share of the weight, or there is no estimate. */
export const NUTRITION_COVERAGE = 0.9;
/** Oil beyond this share of the weight is for deep-frying: how much of it is eaten is unknown. */
export const FRYING_OIL_SHARE = 0.3;

/** Kitchen tools and containers listed among the ingredients: not food, never an obstacle. */
const TOOL =
  /(锅|碗|盆|盘|盘子|刀|砧板|菜板|纸|膜|袋|盒|容器|烤箱|炸锅|微波炉|筷|铲|滤网|过滤网|模具|架|机|臼|夹|签|线|蒸笼|手套|牙刷|剪刀|量杯|量勺|秤|温度计|保鲜|锡纸|油纸|吸管|器|筛网|煲|盅|擀面杖|漏勺|笊篱|刷子)$/;

const ML_PER_SPOON = { tsp: 5, tbsp: 15 } as const;

/** A name as a table key: no brackets, emoji, spaces or punctuation; lower case. */
function key(name: string): string {
  return name
    .replace(/[（(][^）)]*[）)]/g, '')
    .replace(/[\p{Extended_Pictographic}\uFE0F\s]/gu, '')
    .replace(/[*·•.,，、。：:]/g, '')
    .toLowerCase();
}

const BY_NAME = new Map<string, Food>();
for (const entry of FOODS) for (const name of [...entry.zh, ...entry.en]) BY_NAME.set(key(name), entry);
/** Longest first, so "五花肉" wins over "肉" and "蚝油" over "油" when a name ends with one. */
const SUFFIXES = [...BY_NAME.keys()].sort((a, b) => b.length - a.length);

/**
 * The table's entry for an ingredient name: the exact name, else the longest table name the
 * ingredient's name ends with (Chinese puts the food last: 新鲜番茄, 去皮五花肉, 李锦记蚝油).
 */
export function findFood(name: string): Food | null {
  const k = key(name);
  if (!k) return null;
  const exact = BY_NAME.get(k);
  if (exact) return exact;
  const suffix = SUFFIXES.find((s) => k.endsWith(s));
  return suffix ? BY_NAME.get(suffix)! : null;
}

/** The ingredient's weight in grams, or null when its amount cannot be weighed with this entry. */
export function ingredientGrams(ingredient: Pick<Ingredient, 'value' | 'unit'>, entry: Food | null): number | null {
  const { value, unit } = ingredient;
  if (value === null || unit === null) return null;
  if (unit === 'g') return value;
  if (unit === 'ml' || unit === 'tsp' || unit === 'tbsp') {
    const ml = unit === 'ml' ? value : value * ML_PER_SPOON[unit];
    return ml * (entry?.density ?? 1);
  }
  if (unit === 'pcs') return entry?.piece ? value * entry.piece : null;
  return null;
}

export interface NutritionEstimate {
  /** The nutrition items per portion, in NUTRIENTS order; empty when the table covers too little. */
  items: NutritionItem[];
  /** Why there is none (see estimateNutrition), or 'ok'. */
  reason: 'ok' | 'unweighable' | 'unmeasured' | 'coverage' | 'frying' | 'empty';
  /** Share of the known weight the table covers (0-1). */
  coverage: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Nutrition per portion from the ingredients, when the table covers the recipe: every ingredient
 * counted in pieces must be weighable (a table food with a piece weight); every ingredient without
 * an amount must be a seasoning of the table or a kitchen tool (a food of unknown quantity leaves the
 * sum meaningless); the table's foods make up at least NUTRITION_COVERAGE of the weight (water left
 * out); and oil is at most FRYING_OIL_SHARE of it. Energy and sodium are whole numbers, the others
 * have one decimal.
 */
export function estimateNutrition(
  ingredients: readonly Pick<Ingredient, 'name' | 'value' | 'unit'>[],
  portions: number,
): NutritionEstimate {
  const totals: Record<Nutrient, number> = { energy: 0, protein: 0, carbohydrate: 0, fat: 0, sodium: 0 };
  let known = 0;
  let unknown = 0;
  let oil = 0;
  for (const ingredient of ingredients) {
    const entry = findFood(ingredient.name);
    if (ingredient.value === null) {
      // To taste is fine for a seasoning and a tool; a food of unknown quantity makes any sum meaningless.
      if (entry ? !entry.seasoning : !TOOL.test(key(ingredient.name))) return { items: [], reason: 'unmeasured', coverage: 0 };
      continue;
    }
    const grams = ingredientGrams(ingredient, entry);
    if (grams === null) return { items: [], reason: 'unweighable', coverage: 0 };
    // Water (steaming water, ice) adds nothing and must not make a recipe look covered.
    if (entry && entry.per100g.energy === 0 && entry.per100g.sodium === 0) continue;
    if (!entry) {
      unknown += grams;
      continue;
    }
    known += grams;
    if (entry.seasoning && entry.per100g.fat >= 80) oil += grams;
    for (const n of Object.keys(totals) as Nutrient[]) totals[n] += (entry.per100g[n] * grams) / 100;
  }
  if (known === 0) return { items: [], reason: 'empty', coverage: 0 };
  const coverage = known / (known + unknown);
  if (coverage < NUTRITION_COVERAGE) return { items: [], reason: 'coverage', coverage };
  if (oil > FRYING_OIL_SHARE * (known + unknown)) return { items: [], reason: 'frying', coverage };
  const each = Math.max(1, portions);
  const items = (Object.keys(NUTRIENTS) as Nutrient[]).map((name) => {
    const amount = totals[name] / each;
    return { name, amount: name === 'energy' || name === 'sodium' ? Math.round(amount) : round1(amount), unit: NUTRIENTS[name] };
  });
  return { items, reason: 'ok', coverage };
}
