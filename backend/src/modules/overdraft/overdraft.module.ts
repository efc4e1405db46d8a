import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { UsersModule } from '../users/users.module.js';
import { OverdraftController } from './overdraft.controller.js';
import { OverdraftService } from './overdraft.service.js';

@Module({
  imports: [UsersModule, AuditModule],
  controllers: [OverdraftController],
  providers: [OverdraftService],
})
export class OverdraftModule {}
