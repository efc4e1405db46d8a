import { AdminEntity } from '../modules/admin-auth/admin.entity.js';
import { PaymentEntity } from '../modules/payments/payment.entity.js';
import { UserEntity } from '../modules/users/user.entity.js';

export const ENTITIES = [UserEntity, AdminEntity, PaymentEntity];
