import { describe, expect, it } from 'vitest';
import { RestError } from '../errors.ts';
import { parseFilters, parseModifiers, parseRow, parseSelect, type TableInfo } from './query.ts';

const products: TableInfo = {
  name: 'products',
  columns: new Set(['id', 'name', 'status', 'price', 'deleted_at']),
};

describe('PostgREST query parsing', () => {
  it('turns filters into parameterised SQL', () => {
    const where = parseFilters(products, {
      select: 'id,name',
      status: 'in.(active,"draft")',
      price: 'gte.10',
      deleted_at: 'is.null',
      name: 'not.ilike.*pepper*',
    });
    expect(where.sql).toBe(
      'where "status"::text = any($1::text[]) and "price" >= $2 and "deleted_at" is null and not ("name" ilike $3)',
    );
    expect(where.params).toEqual([['active', 'draft'], '10', '%pepper%']);
  });

  it('numbers parameters after the ones before them (update SET values)', () => {
    expect(parseFilters(products, { id: 'eq.7' }, 3)).toEqual({ sql: 'where "id" = $3', params: ['7'] });
  });

  it('parses select lists, ordering and paging', () => {
    expect(parseSelect(products, 'id, name')).toBe('"id", "name"');
    expect(parseSelect(products, undefined)).toBe('*');
    expect(parseModifiers(products, { order: 'price.desc.nullslast,name', limit: '10', offset: '20' })).toBe(
      'order by "price" desc nulls last, "name" asc limit 10 offset 20',
    );
  });

  it.each([
    [() => parseSelect(products, 'id,secret'), '42703'],
    [() => parseSelect(products, 'owner(name)'), 'PGRST100'],
    [() => parseFilters(products, { id: 'between.1' }), 'PGRST100'],
    [() => parseFilters(products, { deleted_at: 'is.maybe' }), 'PGRST100'],
    [() => parseFilters(products, { '"id" or 1=1 --': 'eq.1' }), '42703'],
    [() => parseModifiers(products, { limit: '-1' }), 'PGRST100'],
    [() => parseRow(products, []), 'PGRST102'],
    [() => parseRow(products, { nope: 1 }), '42703'],
  ])('rejects bad input %#', (parse, code) => {
    expect(parse).toThrow(RestError);
    try {
      parse();
    } catch (error) {
      expect((error as RestError).code).toBe(code);
    }
  });
});
