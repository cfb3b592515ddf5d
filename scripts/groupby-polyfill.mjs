// The better-auth CLI (auth, the better-auth CLI) calls Object.groupBy, which Node 20 lacks. Used only by `npm run auth:schema`.
if (!Object.groupBy) {
  Object.groupBy = (items, key) => {
    const groups = Object.create(null);
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      if (!groups[k]) groups[k] = [];
      groups[k].push(item);
    }
    return groups;
  };
}
if (!Map.groupBy) {
  Map.groupBy = (items, key) => {
    const groups = new Map();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      if (!groups.has(k)) groups.set(k, []);
      groups.get(k).push(item);
    }
    return groups;
  };
}
