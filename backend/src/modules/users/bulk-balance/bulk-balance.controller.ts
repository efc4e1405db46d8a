import { Body, Controller, Get, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  BULK_BALANCE_IDS_LIMIT,
  BULK_BALANCE_LIMIT,
  type BulkBalanceJob,
  type BulkBalancePreview,
} from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../../common/auth/principal.js';
import { BodyLimit } from '../../../common/http/body-limit.js';
import { readIdempotencyKey } from '../../../common/http/idempotency.js';
import { ErrorResponse, ApiRefusal } from '../../../common/http/error-response.js';
import { BulkBalanceService, bulkBalanceJobPath } from './bulk-balance.service.js';
import { BulkBalanceJobResponse } from '../dto/bulk-balance-job.response.js';
import { BULK_BALANCE_BODY_LIMIT_BYTES, BulkBalanceDto } from '../dto/bulk-balance.dto.js';
import { BulkBalancePreviewResponse } from '../accounts/user.responses.js';

/** The react-admin resource's bulk balance changes: a preview, then a background job to follow. */
@ApiTags('admin: users resource')
@Controller('admin/users/bulk-balance')
export class BulkBalanceController {
  constructor(private readonly bulk: BulkBalanceService) {}

  @Post('preview')
  @BodyLimit(BULK_BALANCE_BODY_LIMIT_BYTES)
  @HttpCode(200)
  @StaffAuth('balances:write')
  @ApiOperation({
    summary: 'How many users a bulk balance change would touch, and the total change',
    description: `Changes nothing. At most ${BULK_BALANCE_LIMIT} users per change.`,
  })
  @ApiOkResponse({ type: BulkBalancePreviewResponse })
  @ApiRefusal(400, `Invalid body, or more than ${BULK_BALANCE_LIMIT} users`)
  previewBulkBalance(@Body() body: BulkBalanceDto): Promise<BulkBalancePreview> {
    return this.bulk.preview(body);
  }

  @Post()
  @BodyLimit(BULK_BALANCE_BODY_LIMIT_BYTES)
  @HttpCode(202)
  @StaffAuth('balances:write')
  @ApiOperation({
    summary: "Set or add an amount to many users' balances, as a background job",
    description: `The users are chosen now (whoever registers later is left out) and the job is queued; follow it with GET bulk-balance/jobs/{id} (the Location header). Each user is then changed on their own, with a ledger and an audit row; a user who cannot be changed (the balance would go below zero or above the maximum, or deleted meanwhile) is counted as refused with the reason and left as they were, and the others are still changed. At most ${BULK_BALANCE_LIMIT} users, or ${BULK_BALANCE_IDS_LIMIT} listed ids.`,
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    schema: { type: 'string', example: '3f6c1e9a-7b2d-4c8e-a1f0-5d9b2e7c4a61' },
    description:
      'A fresh value per user action (a UUID). A repeat with the same key and body answers the job the first request made, as it is now, instead of starting another.',
  })
  @ApiAcceptedResponse({
    type: BulkBalanceJobResponse,
    headers: { Location: { description: 'The job', schema: { type: 'string' } } },
  })
  @ApiRefusal(400, `Invalid body, or more than ${BULK_BALANCE_LIMIT} users`)
  @ApiConflictResponse({
    type: ErrorResponse,
    description:
      'A job for the same users (the same ids, or the same filter) is still queued or running; its address is in the Location header',
    headers: { Location: { description: 'The open job', schema: { type: 'string' } } },
  })
  @ApiRefusal(422, 'The Idempotency-Key was already used with a different request')
  async bulkBalance(
    @CurrentPrincipal() actor: StaffActor,
    @Body() body: BulkBalanceDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BulkBalanceJob> {
    const job = await this.bulk.start(actor, body, readIdempotencyKey(idempotencyKey));
    void reply.header('Location', bulkBalanceJobPath(job.id));
    return job;
  }

  @Get('jobs')
  @StaffAuth('balances:write')
  @ApiOperation({
    summary: 'The bulk balance changes still queued or running, oldest first',
    description: 'What the back office shows again after a reload.',
  })
  @ApiOkResponse({ type: [BulkBalanceJobResponse] })
  openBulkBalanceJobs(): Promise<BulkBalanceJob[]> {
    return this.bulk.open();
  }

  @Get('jobs/:jobId')
  @StaffAuth('balances:write')
  @ApiOperation({
    summary: "A bulk balance change's progress, or its summary once it ended",
  })
  @ApiOkResponse({ type: BulkBalanceJobResponse })
  @ApiRefusal(404, 'No such job')
  bulkBalanceJob(@Param('jobId') jobId: string): Promise<BulkBalanceJob> {
    return this.bulk.get(jobId);
  }

  @Post('jobs/:jobId/cancel')
  @HttpCode(200)
  @StaffAuth('balances:write')
  @ApiOperation({
    summary: 'Stops a queued or running bulk balance change (audited)',
    description:
      'Users already changed stay changed, each with their ledger row; the others are left as they are.',
  })
  @ApiOkResponse({ type: BulkBalanceJobResponse })
  @ApiRefusal(404, 'No such job')
  @ApiRefusal(409, 'The job has already ended')
  cancelBulkBalanceJob(
    @CurrentPrincipal() actor: StaffActor,
    @Param('jobId') jobId: string,
  ): Promise<BulkBalanceJob> {
    return this.bulk.cancel(actor, jobId);
  }
}
