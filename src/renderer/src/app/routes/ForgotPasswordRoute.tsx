export { default } from '@/features/auth/pages/ForgotPasswordPage';
