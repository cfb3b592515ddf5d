// The better-auth CLI (auth@1.7) calls Object.groupBy, which Node 20 lacks. Used only by `npm run auth:schema`.
if (!Object.groupBy)
  Object.groupBy = (items, key) =>
    items.reduce((acc, item, i) => {
      (acc[key(item, i)] ??= []).push(item);
      return acc;
    }, Object.create(null));
if (!Map.groupBy)
  Map.groupBy = (items, key) =>
    items.reduce((acc, item, i) => {
      const k = key(item, i);
      acc.has(k) ? acc.get(k).push(item) : acc.set(k, [item]);
      return acc;
    }, new Map());
