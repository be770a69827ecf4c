export { default } from '@/features/auth/pages/LoginPage';
