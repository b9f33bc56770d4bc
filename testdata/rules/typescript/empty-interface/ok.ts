interface BaseProps {
  id: string;
}
interface Styled {
  className?: string;
}
// combining two types under one name
export interface CardProps extends BaseProps, Styled {}
export interface Options {
  retries: number;
}
// augmenting a library's declaration merges into it
declare global {
  interface Window {}
}
declare module 'express-serve-static-core' {
  interface Request extends BaseProps {}
}
