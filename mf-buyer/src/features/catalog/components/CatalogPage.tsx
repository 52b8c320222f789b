import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useApiQuery, useMarketplaceClient } from 'shared-api';
import {
  COUNTRY_CHOICES,
  CountryOptions,
  formatNumber,
  isCountryChoice,
  ListSkeleton,
  LoadError,
  OTHER_COUNTRIES_GROUP,
} from 'shared-api/ui';
import { Button, ButtonLink, Checkbox, EmptyState, Input, PageHeader, Select } from 'shared-ui';
import styled from 'styled-components';
import { CardGrid } from '../../../components/ListCard';
import { Section } from '../../../components/Page';
import { CATEGORIES, FIND_SUPPLIERS } from '../../../lib/messages';
import { usePageDescription } from '../../../lib/usePageDescription';
import { useSavedIds, type SavedIds } from '../../saved';
import { SupplierCard } from '../../suppliers';
import { catalogQueries } from '../api/queries';
import {
  fromPlaceValue,
  isFiltered,
  PAGE_SIZE,
  parseCatalogParams,
  placeValue,
  sortsFor,
  toCatalogParams,
  withChange,
  type CatalogFilters,
} from '../lib/catalogParams';
import { ProductCard } from './ProductCard';
import { SupplierActions, useViewer, type Viewer } from './SupplierActions';

export const CATALOG_DESCRIPTION =
  'Search verified suppliers and their products worldwide by text, category, country or region, and connect with them on Krishika.';

const Container = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: minmax(0, 1fr);
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]} ${theme.space[16]}`};
  min-width: 0;
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.infoSoft};
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
`;

const Filters = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  min-width: 0;
`;

const SearchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  > :first-child {
    flex: 1 1 14rem;
  }
`;

const FilterGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  align-items: end;
`;

const FilterFoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const ViewSwitch = styled.nav`
  ul {
    display: inline-flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: ${({ theme }) => theme.space[1]};
    list-style: none;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.25rem;
    padding: 0 ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.textInverse};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};

  p {
    margin: 0;
  }
`;

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** The results of one URL's filters (the parent keys it by the query, so a new query loads anew). */
function Results({
  filters,
  viewer,
  saved,
  hrefFor,
}: {
  filters: CatalogFilters;
  viewer: Viewer;
  saved: SavedIds;
  hrefFor: (change: Partial<CatalogFilters>) => string;
}) {
  const client = useMarketplaceClient();
  const results = useApiQuery(catalogQueries.results(client, filters));
  const noun = filters.view === 'suppliers' ? 'suppliers' : 'products';

  if (results.status === 'error')
    return <LoadError what={`the ${noun}`} message={results.message} onRetry={results.reload} />;
  if (!results.data) return <ListSkeleton rows={3} label={`Loading ${noun}`} />;

  const { total, totalIsExact } = results.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (results.data.items.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        title={
          filters.page > pages
            ? 'There is no such page'
            : isFiltered(filters)
              ? `No ${noun} match your search`
              : `No ${noun} are listed yet`
        }
        description={
          filters.page > pages
            ? `The results have ${plural(pages, 'page', 'pages')}.`
            : isFiltered(filters)
              ? 'Try other words, another category or region, or clear the filters.'
              : 'Suppliers are adding their catalogs; come back soon.'
        }
        action={
          filters.page > pages ? (
            <ButtonLink to={hrefFor({ page: 1 })}>First page</ButtonLink>
          ) : isFiltered(filters) ? (
            <ButtonLink to={hrefFor({ q: '', category: '', country: '', region: '', verified: false })}>
              Clear filters
            </ButtonLink>
          ) : undefined
        }
      />
    );

  return (
    <>
      <Count role="status">
        {totalIsExact
          ? plural(total, filters.view === 'suppliers' ? 'supplier' : 'product', noun)
          : `${formatNumber(total)}+ ${noun}`}{' '}
        found
        {pages > 1 ? ` · page ${formatNumber(filters.page)} of ${formatNumber(pages)}` : ''}
      </Count>
      <CardGrid aria-label={filters.view === 'suppliers' ? 'Suppliers' : 'Products'}>
        {results.data.view === 'suppliers'
          ? results.data.items.map(({ supplier, productNames, matchingProducts }) => (
              <SupplierCard
                key={supplier.id}
                supplier={supplier}
                products={productNames}
                productCount={matchingProducts}
                actions={<SupplierActions supplier={supplier} viewer={viewer} saved={saved} />}
              />
            ))
          : results.data.items.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                actions={
                  <SupplierActions
                    supplier={product.supplier}
                    viewer={viewer}
                    saved={saved}
                    about={product.name}
                  />
                }
              />
            ))}
      </CardGrid>
      {pages > 1 && (
        <Pager aria-label="Pages">
          {filters.page > 1 && (
            <ButtonLink to={hrefFor({ page: filters.page - 1 })} variant="secondary" rel="prev">
              Previous
            </ButtonLink>
          )}
          <p>
            Page {formatNumber(Math.min(filters.page, pages))} of {formatNumber(pages)}
          </p>
          {filters.page < pages && (
            <ButtonLink to={hrefFor({ page: filters.page + 1 })} variant="secondary" rel="next">
              Next
            </ButtonLink>
          )}
        </Pager>
      )}
    </>
  );
}

/**
 * /catalog (the Find Suppliers target, public): products or suppliers, searched with text, category,
 * country or region and verified only, sorted and paged, all in the URL.
 */
export function CatalogPage() {
  usePageDescription(CATALOG_DESCRIPTION);
  const [params, setParams] = useSearchParams();
  const client = useMarketplaceClient();
  // The api's regions with their countries; until they load (or if they fail) the select offers the
  // 30 countries, and a region in the URL is left to the api to accept or refuse.
  const regions = useApiQuery(catalogQueries.regions(client));
  const regionList = regions.data;
  const filters = parseCatalogParams(
    params,
    regionList?.map((region) => region.name),
  );
  const queryKey = toCatalogParams(filters).toString();
  const viewer = useViewer();
  const saved = useSavedIds(viewer === 'buyer');
  const [text, setText] = useState(filters.q);
  const [followedQ, setFollowedQ] = useState(filters.q);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // Back and forward (or a link) change the URL: the search box follows it.
  if (followedQ !== filters.q) {
    setFollowedQ(filters.q);
    setText(filters.q);
  }

  const hrefFor = (change: Partial<CatalogFilters>) => {
    const search = toCatalogParams(withChange(filters, change)).toString();
    return search ? `/catalog?${search}` : '/catalog';
  };
  const apply = (change: Partial<CatalogFilters>) => setParams(toCatalogParams(withChange(filters, change)));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply({ q: text });
    resultsHeading.current?.focus();
  }

  /** The countries the regions list; every other country follows them in its own group. */
  const regionCountries = useMemo(
    () => new Set<string>(regionList ? regionList.flatMap((region) => region.countries) : []),
    [regionList],
  );
  const outsideRegions = useMemo(
    () => COUNTRY_CHOICES.filter((country) => !regionCountries.has(country)),
    [regionCountries],
  );
  // A region in the URL is checked against the api's list before anything is searched.
  const waitingForRegions = filters.region !== '' && !regionList && regions.status === 'loading';

  const resultsTitle = filters.view === 'suppliers' ? 'Suppliers' : 'Products';
  return (
    <Container aria-labelledby="catalog-title">
      <PageHeader
        titleId="catalog-title"
        title={FIND_SUPPLIERS}
        description="Search verified suppliers and their products by category, country or region."
      />
      {viewer === 'supplier' && (
        <Note role="note">
          You are signed in as a supplier, so Connect and Save are not offered: they are for buyers. This is
          the catalog as buyers see it, your own listings included. Manage them in{' '}
          <Link to="/supplier-products">My Products</Link>.
        </Note>
      )}
      <Filters role="search" aria-label="Catalog" onSubmit={submit}>
        <SearchRow>
          <Input
            type="search"
            label="Search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={500}
            placeholder="e.g. black pepper, basmati, cotton yarn or a company"
            autoComplete="off"
          />
          <Button type="submit">Search</Button>
        </SearchRow>
        <FilterGrid>
          <Select
            label="Category"
            value={filters.category}
            onChange={(event) => apply({ category: event.target.value })}
          >
            <option value="">All categories</option>
            {CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </Select>
          <Select
            label="Country or region"
            value={placeValue(filters)}
            onChange={(event) => apply(fromPlaceValue(event.target.value))}
          >
            <option value="">Anywhere</option>
            {filters.country &&
              !regionCountries.has(filters.country) &&
              !isCountryChoice(filters.country) && (
                <option value={`country:${filters.country}`}>{filters.country}</option>
              )}
            {filters.region && !regionList && (
              <option value={`region:${filters.region}`}>All of {filters.region}</option>
            )}
            {regionList
              ? regionList.map((region) => (
                  <optgroup key={region.name} label={region.name}>
                    <option value={`region:${region.name}`}>All of {region.name}</option>
                    {region.countries.map((country) => (
                      <option key={country} value={`country:${country}`}>
                        {country}
                      </option>
                    ))}
                  </optgroup>
                ))
              : null}
            {regionList ? (
              <optgroup label={OTHER_COUNTRIES_GROUP}>
                {outsideRegions.map((country) => (
                  <option key={country} value={`country:${country}`}>
                    {country}
                  </option>
                ))}
              </optgroup>
            ) : (
              <CountryOptions optionValue={(country) => `country:${country}`} />
            )}
          </Select>
          <Select
            label="Sort by"
            value={filters.sort}
            onChange={(event) => apply({ sort: event.target.value as CatalogFilters['sort'] })}
          >
            {sortsFor(filters.view).map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </Select>
        </FilterGrid>
        <FilterFoot>
          <Checkbox
            label="Verified suppliers only"
            checked={filters.verified}
            onChange={(event) => apply({ verified: event.target.checked })}
          />
          {isFiltered(filters) && (
            <ButtonLink
              variant="ghost"
              size="sm"
              to={hrefFor({ q: '', category: '', country: '', region: '', verified: false })}
            >
              Clear filters
            </ButtonLink>
          )}
        </FilterFoot>
      </Filters>
      {regions.status === 'error' && (
        <LoadError
          what="the regions"
          message={`${regions.message} You can still choose a country.`}
          onRetry={regions.reload}
        />
      )}
      <Section aria-labelledby="catalog-results">
        <header>
          <h2 id="catalog-results" ref={resultsHeading} tabIndex={-1}>
            {resultsTitle}
          </h2>
          <ViewSwitch aria-label="Show">
            <ul>
              <li>
                <Link
                  to={hrefFor({ view: 'products' })}
                  aria-current={filters.view === 'products' ? 'page' : undefined}
                >
                  Products
                </Link>
              </li>
              <li>
                <Link
                  to={hrefFor({ view: 'suppliers' })}
                  aria-current={filters.view === 'suppliers' ? 'page' : undefined}
                >
                  Suppliers
                </Link>
              </li>
            </ul>
          </ViewSwitch>
        </header>
        {waitingForRegions ? (
          <ListSkeleton rows={3} label={`Loading ${resultsTitle.toLowerCase()}`} />
        ) : (
          <Results key={queryKey} filters={filters} viewer={viewer} saved={saved} hrefFor={hrefFor} />
        )}
      </Section>
    </Container>
  );
}
