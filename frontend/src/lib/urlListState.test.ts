import { describe, expect, it } from 'vitest';
import {
  changedListState,
  type ListState,
  type ListStateSpec,
  pageParam,
  pageSizeParam,
  searchParam,
  writeListState,
} from './urlListState';

interface State extends ListState {
  search: string;
  sort: string;
  order: string;
}

const spec: ListStateSpec<State> = {
  read: (params) => ({
    search: searchParam(params, ['search', 'q'], 10),
    sort: params.get('sort') ?? 'createdAt',
    order: params.get('order') ?? 'desc',
    page: pageParam(params),
    pageSize: pageSizeParam(params, [10, 25], 10),
  }),
  defaults: { search: '', sort: 'createdAt', order: 'desc', page: 1, pageSize: 10 },
  keys: ['search', 'sort', 'order', 'page', 'pageSize'],
  resetsPage: ['search', 'sort', 'order', 'pageSize'],
  together: ['sort', 'order'],
  retired: ['q'],
};
const read = (query: string) => spec.read(new URLSearchParams(query));

describe('a list state in the URL', () => {
  it('reads what the URL says and falls back to the defaults for anything else', () => {
    expect(read('search=%20ada%20&page=3&pageSize=25')).toEqual({
      ...spec.defaults,
      search: 'ada',
      page: 3,
      pageSize: 25,
    });
    for (const bad of ['page=0', 'page=-2', 'page=1.5', 'page=07', 'page=abc', 'page=1000001'])
      expect(read(bad).page).toBe(1);
    expect(read('pageSize=11').pageSize).toBe(10);
    expect(read('q=old%20name').search).toBe('old name');
    expect(read('search=a%20very%20long%20search').search).toBe('a very lon');
  });

  it('leaves defaults and retired names out, keeps other parameters, and writes a sort with its order', () => {
    const write = (query: string, state: State) =>
      writeListState(spec, new URLSearchParams(query), state).toString();
    expect(write('q=old&id=7', { ...spec.defaults, search: 'new' })).toBe('id=7&search=new');
    expect(write('sort=email&order=asc&page=2', spec.defaults)).toBe('');
    expect(write('', { ...spec.defaults, order: 'asc' })).toBe('sort=createdAt&order=asc');
  });

  it('goes back to page 1 when the search, sort or page size changes, unless the change names a page', () => {
    const at3 = { ...spec.defaults, page: 3 };
    expect(changedListState(spec, at3, { search: 'x' }).page).toBe(1);
    expect(changedListState(spec, at3, { pageSize: 25 }).page).toBe(1);
    expect(changedListState(spec, at3, { search: '' }).page).toBe(3);
    expect(changedListState(spec, at3, { sort: 'email', page: 2 }).page).toBe(2);
  });
});
