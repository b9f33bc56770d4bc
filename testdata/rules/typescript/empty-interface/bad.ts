export interface Options {} // want "typescript/empty-interface"

interface BaseProps {
  id: string;
}
export interface ButtonProps extends BaseProps {} // want "typescript/empty-interface"
