import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { MailModule } from '../mail/mail.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminPasswordResetController } from './admin-password-reset.controller.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { StudentJwtStrategy } from './student-jwt.strategy.js';

@Module({
  imports: [PassportModule, JwtModule.register({}), UsersModule, MailModule],
  controllers: [AuthController, AdminPasswordResetController],
  providers: [AuthService, PasswordResetService, StudentJwtStrategy],
})
export class AuthModule {}
