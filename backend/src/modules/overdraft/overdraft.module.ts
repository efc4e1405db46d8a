import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { MailModule } from '../mail/index.js';
import { UsersModule } from '../users/index.js';
import { WebhooksModule } from '../webhooks/index.js';
import { OverdraftController } from './overdraft.controller.js';
import { StaffOverdraftController } from './staff-overdraft.controller.js';
import { OverdraftService } from './overdraft.service.js';
import { TrialMailsService } from './trial-mails.service.js';

@Module({
  imports: [UsersModule, AuditModule, MailModule, WebhooksModule],
  controllers: [OverdraftController, StaffOverdraftController],
  providers: [OverdraftService, TrialMailsService],
})
export class OverdraftModule {}
