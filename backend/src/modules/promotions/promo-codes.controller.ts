import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PromoCodeRecord } from '@academy/contracts';
import { CurrentPrincipal } from '../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../common/auth/principal.js';
import { ApiRefusal } from '../../common/http/error-response.js';
import { IdPipe } from '../../common/http/id.pipe.js';
import { ListQuery, type ListPage } from '../../common/http/list-query.js';
import { simpleRest } from '../../common/http/simple-rest.js';
import { CreatePromoCodeDto, PromoCodeResponse, UpdatePromoCodeDto } from './dto/promo-code.dto.js';
import { PromoCodesService } from './promo-codes.service.js';

const codeRoutes = simpleRest({
  name: 'promo-codes',
  record: PromoCodeResponse,
  notFound: 'No such promo code',
  read: 'promotions:read',
  write: 'promotions:manage',
});
const invalid = ApiRefusal(
  400,
  'A field refused: endsAt not after startsAt, a percent past 100, an unknown tier',
);

/**
 * Promo codes as a react-admin resource (simple-rest): admins manage them (promotions:manage),
 * support reads them (promotions:read). Each record carries the code's uses and what it brought.
 */
@ApiTags('admin: promotions')
@Controller('admin/promo-codes')
export class PromoCodesController {
  constructor(private readonly codes: PromoCodesService) {}

  @codeRoutes.List(
    {
      summary: 'Every promo code with its uses, reservations, revenue and discount given',
      description:
        'sort: id, code, kind, value, createdAt, startsAt, endsAt; filter: q, active, id',
    },
    { range: '0-24/25' },
  )
  list(@Query() query: ListQuery): Promise<ListPage<PromoCodeRecord>> {
    return this.codes.list(query);
  }

  @codeRoutes.GetOne({ summary: 'One promo code with its figures' })
  get(@Param('id', IdPipe) id: number): Promise<PromoCodeRecord> {
    return this.codes.get(id);
  }

  @codeRoutes.Create(
    {
      summary: 'Create a promo code; it works at once unless startsAt says later',
      description: 'Audited as promo_code_create, with the code as created.',
    },
    invalid,
    ApiRefusal(409, 'The code exists (in any case)'),
  )
  create(
    @CurrentPrincipal() actor: StaffActor,
    @Body() body: CreatePromoCodeDto,
  ): Promise<PromoCodeRecord> {
    return this.codes.create(actor, body);
  }

  @codeRoutes.Update(
    {
      summary: 'Change a promo code: limits, dates, texts, active (false deactivates it)',
      description:
        'The whole record, as react-admin sends it (its figures are ignored). Once a payment has ' +
        'named the code, its code, kind and value no longer change (409). Audited with the code ' +
        'before and after: promo_code_deactivate when active turns false, else promo_code_update.',
    },
    invalid,
    ApiRefusal(409, 'Used: code, kind and value fixed'),
  )
  update(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
    @Body() body: UpdatePromoCodeDto,
  ): Promise<PromoCodeRecord> {
    return this.codes.update(actor, id, body);
  }

  @codeRoutes.Delete(
    {
      summary: 'Delete a promo code no payment has named (else deactivate it)',
      description: 'Audited as promo_code_delete, with the code as it was.',
    },
    ApiRefusal(409, 'The code has been used'),
  )
  delete(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
  ): Promise<PromoCodeRecord> {
    return this.codes.delete(actor, id);
  }
}
