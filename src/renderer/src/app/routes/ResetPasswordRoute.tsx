export { default } from '@/features/auth/pages/ResetPasswordPage';
