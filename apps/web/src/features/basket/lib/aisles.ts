import { ingredientKey } from '@chef/shared';

/** Shop aisles a list can be grouped by, in the order a shop is walked; "other" takes the rest. */
export const AISLES = ['produce', 'meat', 'dairy', 'dry', 'seasoning', 'condiment', 'other'] as const;
export type Aisle = (typeof AISLES)[number];

/**
 * Common ingredients, English and Chinese, as the phrases an ingredient's name holds: whole English
 * words (so "eggplant" is not an egg, "peanut" not a nut, "salted" not salt) and Han characters. An
 * English plural is the same word ("chilli flakes" and "chilli flake"); an irregular one is listed.
 */
const PHRASES: Record<Aisle, string> = {
  produce: `onion|red onion|shallot|garlic|garlic clove|ginger|tomato|cherry tomato|potato|sweet potato|carrot|pepper|
    bell pepper|red pepper|green pepper|chilli|chillies|chili|chilies|jalapeno|cabbage|pak choi|bok choy|spinach|lettuce|
    cucumber|mushroom|shiitake|aubergine|eggplant|courgette|zucchini|broccoli|cauliflower|celery|leek|lemon|lime|orange|
    apple|pear|banana|mango|pineapple|berry|strawberry|grape|avocado|coriander|cilantro|parsley|basil|mint|dill|chive|
    rosemary|herb|spring onion|scallion|green onion|bean sprout|green bean|runner bean|pea|snow pea|sugar snap|corn|
    sweetcorn|pumpkin|squash|beetroot|radish|radishes|turnip|kale|asparagus|okra|lotus root|bamboo shoot|watercress|
    fennel|lemongrass|coconut|galangal|kohlrabi|tofu|bean curd|porcini|spearmint|
    葱|大葱|小葱|香葱|洋葱|姜|生姜|蒜|大蒜|蒜苗|蒜薹|番茄|西红柿|土豆|马铃薯|红薯|胡萝卜|萝卜|椒|辣椒|青椒|彩椒|小米辣|
    白菜|菠菜|生菜|黄瓜|菇|香菇|蘑菇|金针菇|茄子|西兰花|花菜|菜花|芹菜|柠檬|苹果|香菜|菜|瓜|果|豆芽|四季豆|豆角|荷兰豆|
    毛豆|豌豆|青豆|玉米|南瓜|冬瓜|山药|莲藕|藕|笋|韭菜|芦笋|秋葵|橙|梨|香蕉|芒果|草莓|葡萄|西葫芦|芋头|欧芹|罗勒|薄荷|青柠|柑|茴香|
    豆腐|豆干|千张`,
  meat: `chicken|beef|pork|lamb|mutton|duck|turkey|bacon|sausage|ham|mince|steak|fish|salmon|cod|tuna|prawn|shrimp|crab|
    squid|mussel|clam|scallop|anchovy|chorizo|pancetta|prosciutto|sea bass|oyster|
    肉|鸡|鸭|鹅|鱼|虾|蟹|排骨|牛|猪|羊|里脊|培根|香肠|火腿|鱿鱼|墨鱼|扇贝|蛤蜊|贝|蚝|蛏|海参`,
  dairy: `milk|butter|cream|sour cream|cheese|parmesan|mozzarella|cheddar|feta|ricotta|mascarpone|yogurt|yoghurt|egg|
    buttermilk|creme fraiche|parmigiano|pecorino|gruyere|halloumi|paneer|queso|ghee|
    奶|黄油|奶油|芝士|奶酪|蛋|酸奶|炼乳`,
  dry: `flour|sugar|rice|pasta|spaghetti|noodle|vermicelli|oat|bread|breadcrumb|panko|yeast|cornflour|cornstarch|starch|
    bean|lentil|chickpea|peanut|walnut|almond|cashew|pine nut|pistachio|hazelnut|nut|sesame|sesame seed|seed|raisin|
    baking powder|baking soda|bicarbonate of soda|cocoa|chocolate|cornflake|coconut flake|desiccated coconut|
    coconut milk|coconut cream|coconut water|cream of tartar|gelatine|gelatin|powder|flake|passata|semolina|orzo|macaroni|
    tortilla|baguette|biscuit|cracker|kombu|wakame|seaweed|soybean|treacle|molasses|tamarind|chia|tea|
    面粉|糖|米|面|淀粉|生粉|玉米粉|土豆粉|豆|酵母|燕麦|粉|米粉|粉丝|粉条|花生|芝麻|核桃|杏仁|腰果|坚果|开心果|松子|
    红枣|枸杞|木耳|银耳|面包|面包糠|泡打粉|小苏打|可可|巧克力|葡萄干|椰奶|椰浆|罐头|吐司|饼干|麦片|紫菜|海带|吉利丁|奇亚籽|茶`,
  seasoning: `salt|sea salt|black pepper|white pepper|peppercorn|sichuan pepper|sichuan peppercorn|szechuan pepper|
    cumin|paprika|cinnamon|turmeric|curry|curry powder|chilli flake|chilli powder|dried chilli|dried chillies|
    dried chili|dried chilies|cayenne|cayenne pepper|marjoram|garam masala|star anise|anise|clove|bay leaf|bay leaves|oregano|thyme|nutmeg|
    spice|five spice|allspice|cardamom|coriander seed|fennel seed|cumin seed|mustard seed|msg|vanilla|saffron|
    盐|食盐|胡椒|花椒|八角|桂皮|香叶|孜然|咖喱|味精|鸡精|五香粉|十三香|干辣椒|丁香|草果|陈皮|小茴香|香草精|香草荚|百里香|迷迭香|大料|豆蔻|鸡粉`,
  condiment: `oil|sauce|soy sauce|vinegar|ketchup|mayonnaise|mustard|honey|syrup|paste|stock|broth|wine|mirin|sake|
    miso|peanut butter|jam|tahini|chutney|sherry|olive|lard|shortening|
    油|香油|酱|酱油|生抽|老抽|醋|料酒|酒|蜂蜜|糖浆|高汤|鱼露|豆豉|腐乳|剁椒|泡椒|底料|芥末|南乳|豆瓣|番茄膏|腌料|鸡汤|骨汤|肉汤`,
  // Kitchen things some recipes list with their ingredients: not food, whatever word they hold ("水果刀", "擀面杖").
  other: `knife|rolling pin|baking paper|parchment paper|foil|cling film|skewer|baking tray|sieve|wok|frying pan|saucepan|
    刀|杖|锅|盘|碗|网|膜|纸|模具|机|器|袋|布|臼|杯`,
};

/**
 * Forms whose aisle is that of what they are made of: ground produce or spice ("chilli flakes",
 * "garlic powder", "辣椒面", "姜粉") is a seasoning; anything else keeps the form's own aisle
 * ("cocoa powder", "牛肉面", "面粉" being a phrase of its own).
 */
const FORMS: Readonly<Record<string, Aisle>> = { powder: 'dry', flake: 'dry', 粉: 'dry', 面: 'dry' };
/** Words before a fresh ingredient (anywhere before it) that make it a spice ("ground ginger") or a dry good ("dried mushrooms", "干香菇"). */
const MODIFIERS: Readonly<Record<string, Aisle>> = { ground: 'seasoning', powdered: 'seasoning', dried: 'dry', 干: 'dry' };
/** Produce that dried is a spice, not a dry good ("dried red chillies", "干姜"; "dried mushrooms" stay dry goods). */
const SPICES_WHEN_DRIED = `chilli|chillies|chili|chilies|jalapeno|pepper|ginger|garlic|herb|parsley|basil|mint|dill|chive|rosemary|coriander|
  cilantro|lemongrass|辣椒|椒|小米辣|姜|蒜`;
/** Words anywhere in a name that put produce in tins or jars: dry goods ("chopped tomatoes, canned"). */
const PRESERVED = new Set(['canned', 'tinned']);

/** A name's words: English words (each as ingredientKey has it: lower case, singular) and Han characters one by one. */
function tokensOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{Script=Han}|[a-z0-9\u00c0-\u024f]+/gu) ?? []).map((token) =>
    /^[a-z]/.test(token) ? ingredientKey(token.normalize('NFD').replace(/\p{M}/gu, '')) : token,
  );
}

/** The phrases of a table's text, each as its tokens. */
const phrasesOf = (text: string) =>
  text
    .split('|')
    .map((phrase) => phrase.trim())
    .filter(Boolean)
    .map(tokensOf);

const TABLE: { aisle: Aisle; tokens: string[] }[] = Object.entries(PHRASES).flatMap(([aisle, phrases]) =>
  phrasesOf(phrases).map((tokens) => ({ aisle: aisle as Aisle, tokens })),
);
const DRIED_SPICES = new Set(phrasesOf(SPICES_WHEN_DRIED).map((tokens) => tokens.join(' ')));

interface Match {
  aisle: Aisle;
  start: number;
  end: number;
  head: string;
}

/** Every phrase of the table found in the tokens, as whole tokens. */
function matchesIn(tokens: readonly string[]): Match[] {
  const found: Match[] = [];
  for (const { aisle, tokens: phrase } of TABLE) {
    for (let start = 0; start + phrase.length <= tokens.length; start++) {
      if (phrase.every((token, i) => tokens[start + i] === token)) {
        found.push({ aisle, start, end: start + phrase.length, head: phrase.join(' ') });
      }
    }
  }
  return found;
}

/** Of several matches, the name's head: the one ending last (what it is comes last: "peanut oil", "花生油"), then the longest. */
const headOf = (matches: readonly Match[]): Match | undefined =>
  matches.reduce<Match | undefined>(
    (best, m) => (!best || m.end > best.end || (m.end === best.end && m.start < best.start) ? m : best),
    undefined,
  );

/** The aisle of an ingredient by its name; "other" when the table does not know it. */
export function aisleOf(name: string): Aisle {
  const tokens = tokensOf(name);
  const matches = matchesIn(tokens);
  const head = headOf(matches);
  if (!head) return 'other';
  const form = FORMS[head.head];
  if (form) {
    const madeOf = headOf(matches.filter((m) => m.end === head.start));
    return madeOf && (madeOf.aisle === 'produce' || madeOf.aisle === 'seasoning') ? 'seasoning' : form;
  }
  if (head.aisle !== 'produce') return head.aisle;
  if (tokens.some((token) => PRESERVED.has(token))) return 'dry';
  const modifier = tokens.slice(0, head.start).find((token) => MODIFIERS[token]);
  if (!modifier) return 'produce';
  return MODIFIERS[modifier] === 'dry' && DRIED_SPICES.has(head.head) ? 'seasoning' : MODIFIERS[modifier]!;
}
