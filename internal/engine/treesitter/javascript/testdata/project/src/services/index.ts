export * from './files';
export { default as users } from '../repositories/userRepository';
