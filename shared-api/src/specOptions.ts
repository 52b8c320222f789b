// The fixed option lists (12 categories, 30 countries), defined once in contracts (which the
// database's own lists are proved equal to).

export { CATEGORIES, COUNTRIES, type Category, type Country } from 'contracts';
