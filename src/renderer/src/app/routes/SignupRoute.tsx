export { default } from '@/features/auth/pages/SignupPage';
