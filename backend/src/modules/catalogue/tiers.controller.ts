import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { TierRecord } from '@academy/contracts';
import { CurrentPrincipal } from '../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../common/auth/principal.js';
import { ApiRefusal } from '../../common/http/error-response.js';
import { ListQuery, type ListPage } from '../../common/http/list-query.js';
import { simpleRest } from '../../common/http/simple-rest.js';
import { CreateTierDto, TierResponse, UpdateTierDto } from './dto/tier.dto.js';
import { TiersService } from './tiers.service.js';

const tierRoutes = simpleRest({
  name: 'tiers',
  record: TierResponse,
  notFound: 'No such tier',
  read: 'catalogue:read',
  write: 'catalogue:write',
});

/**
 * The course tiers as a react-admin resource (simple-rest): admins change them (catalogue:write),
 * support reads them (catalogue:read). A new price applies to payments created after it.
 */
@ApiTags('admin: catalogue')
@Controller('admin/tiers')
export class TiersController {
  constructor(private readonly tiers: TiersService) {}

  @tierRoutes.List(
    { summary: 'Every tier, unpublished and archived ones too (sort: position)' },
    { range: '0-2/3' },
  )
  list(@Query() query: ListQuery): Promise<ListPage<TierRecord>> {
    return this.tiers.list(query);
  }

  @tierRoutes.GetOne({ summary: 'One tier' })
  get(@Param('id') id: string): Promise<TierRecord> {
    return this.tiers.get(id);
  }

  @tierRoutes.Create(
    { summary: 'Create a tier, on sale at once when published (audited)' },
    ApiRefusal(400),
    ApiRefusal(409, 'The id or the name is taken'),
  )
  create(@CurrentPrincipal() actor: StaffActor, @Body() body: CreateTierDto): Promise<TierRecord> {
    return this.tiers.create(actor, body);
  }

  @tierRoutes.Update(
    {
      summary: 'Change a tier: price, texts, publish, place (position) (audited)',
      description:
        'The whole record, as react-admin sends it. A price applies to payments created after ' +
        'the change; pending ones keep their amount. The id never changes, nor the name of a tier ' +
        'students hold.',
    },
    ApiRefusal(400),
    ApiRefusal(409, 'The name is taken or held'),
  )
  update(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id') id: string,
    @Body() body: UpdateTierDto,
  ): Promise<TierRecord> {
    return this.tiers.update(actor, id, body);
  }

  @tierRoutes.Delete({
    summary: 'Delete an unpublished tier nobody holds; archive any other (audited)',
    description: 'An archived tier is off sale for good; its holders keep their course.',
  })
  delete(@CurrentPrincipal() actor: StaffActor, @Param('id') id: string): Promise<TierRecord> {
    return this.tiers.delete(actor, id);
  }
}
