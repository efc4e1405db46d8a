import { Controller, Get, HttpCode } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiRefusal } from '../../common/http/error-response.js';
import { Public } from '../../common/auth/auth.decorators.js';
import { DatabaseProbe } from './database-probe.js';
import { databaseUnavailable } from './health.errors.js';

class HealthResponse {
  @ApiProperty({ example: 'ok' })
  status: 'ok';

  @ApiProperty({ example: 'up' })
  database: 'up';
}

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly database: DatabaseProbe) {}

  @Get()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Liveness and database readiness',
    description:
      'A database that answered within the last second counts as up; otherwise it is asked again.',
  })
  @ApiOkResponse({ type: HealthResponse })
  @ApiRefusal(503, 'The database does not answer within 2 s')
  async check(): Promise<HealthResponse> {
    if (!(await this.database.isUp())) {
      throw databaseUnavailable();
    }
    return { status: 'ok', database: 'up' };
  }
}
