import { useContext } from 'react'
import { ThemeContext } from './theme'

export function Title({ children, themed }) {
  if (themed) {
    const theme = useContext(ThemeContext) // want "javascript/conditional-hook"
    return <h1 className={theme.title}>{children}</h1>
  }
  return <h1>{children}</h1>
}

// a project's hook imported from its own module still calls React's Hooks
import { useQuery } from './api/hooks'

export function Orders({ userId }) {
  if (!userId) {
    return null
  }
  const orders = userId ? useQuery(['orders', userId]) : null // want "javascript/conditional-hook"
  return <OrderList orders={orders} />
}
