import { Controller, Get, HttpCode } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ERROR_CODES } from '@academy/contracts';
import { ApiException } from '../../common/http/api-exception.js';
import { ErrorResponse } from '../../common/http/error-response.js';

class HealthResponse {
  @ApiProperty({ example: 'ok' })
  status: 'ok';

  @ApiProperty({ example: 'up' })
  database: 'up';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @HttpCode(200)
  @ApiOperation({ summary: 'Liveness and database readiness' })
  @ApiOkResponse({ type: HealthResponse })
  @ApiServiceUnavailableResponse({
    type: ErrorResponse,
    description: 'The database does not answer',
  })
  async check(): Promise<HealthResponse> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ApiException(503, ERROR_CODES.INTERNAL, 'The database is unavailable');
    }
    return { status: 'ok', database: 'up' };
  }
}
