export interface LoginRequest {
  email: string;
  password: string;
}

export interface AuthTokenResponse {
  token: string;
  message: string;
}

export interface RegisterRequest {
  username: string;
  lastname: string;
  password: string;
  email: string;
  contact: string;
}

export interface ResetPasswordRequest {
  email: string;
}

export interface ResetPasswordConfirmRequest {
  token: string;
  password: string;
}

export interface MessageResponse {
  message: string;
}

export interface AdminLoginRequest {
  username: string;
  password: string;
}

export const STAFF_ROLES = ['admin', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface AdminLoginResponse {
  token: string;
  role: StaffRole;
  username: string;
  message: string;
}
