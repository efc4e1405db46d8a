import { Controller, Get, Header, Headers, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { prometheusContentType } from 'prom-client';
import { OperatorTokenAuth } from '../../common/auth/auth.decorators.js';
import { ApiRefusal } from '../../common/http/error-response.js';
import { AppConfig } from '../../config/app-config.js';
import { MetricsService } from './metrics.service.js';
import { metricsOff, metricsTokenRequired } from './metrics.errors.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

@ApiTags('metrics')
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly config: AppConfig,
    private readonly metrics: MetricsService,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @OperatorTokenAuth('metrics')
  @ApiOperation({
    summary: 'Prometheus metrics for the operators',
    description:
      'Sent only with `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN set the ' +
      'route does not exist.',
  })
  @ApiOkResponse({
    description: "Prometheus' text exposition format",
    content: {
      'text/plain': {
        schema: {
          type: 'string',
          example:
            '# TYPE http_requests_total counter\nhttp_requests_total{route="/api/user"} 42\n',
        },
      },
    },
  })
  @ApiRefusal(404, 'METRICS_TOKEN is not set')
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const token = this.config.metricsToken;
    if (token === null) {
      throw metricsOff();
    }
    const sent = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    // Compared as digests of equal length, in constant time.
    if (sent === undefined || !timingSafeEqual(digest(sent), digest(token))) {
      throw metricsTokenRequired();
    }
    // Set here, not by a decorator: an error answer stays JSON.
    void reply.type(prometheusContentType);
    return this.metrics.registry.metrics();
  }
}
