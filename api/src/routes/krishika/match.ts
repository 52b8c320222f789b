import { jsonSchemaOf, MatchAnswer, MatchInput } from 'contracts/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../plugins/app/auth.ts';
import type { ProductSearch } from '../../services/productSearch.ts';
import type { CallerProfiles } from '../../services/callerProfiles.ts';

const MAX_MATCHES = 10;

/** POST /match_product (docs/product.md#matching). */
export const matchRoutes: FastifyPluginAsync<{ search: ProductSearch; profiles: CallerProfiles }> = async (
  app,
  { search, profiles },
) => {
  app.post<{ Body: MatchInput }>(
    '/match_product',
    {
      schema: {
        summary: 'Ranks products for a buyer inquiry',
        description:
          "A supplier's own catalog (products and uploaded catalogs); for a buyer every listed product plus their own uploaded catalogs. relevance_score is 0–100 relative to the best hit; a query that matches nothing well returns no matches.",
        tags: ['krishika'],
        security: [{ bearerAuth: [] }],
        body: jsonSchemaOf(MatchInput, 'input'),
        response: { 200: jsonSchemaOf(MatchAnswer, 'output') },
      },
    },
    async (request): Promise<MatchAnswer> => {
      const { role } = await profiles.of(requireCaller(request));
      const matches = await search.search(
        request.body.buyer_inquiry,
        { kind: role, ownerId: requireCaller(request).sub },
        MAX_MATCHES,
      );
      return {
        matches: matches.map((match) => ({
          product_name: match.productName,
          relevance_score: match.relevanceScore,
          tags: match.tags,
        })),
      };
    },
  );
};
