// A JSX runtime's own elements: its useContext reads the innermost value of
// a context stack, not a slot kept by call order, so calling it under a
// condition is how the runtime itself is written.
import { useContext } from '../context'
import { getNameSpaceContext } from './namespace'

export const title = ({ children, ...props }) => {
  const nameSpaceContext = getNameSpaceContext()
  if (nameSpaceContext) {
    const context = useContext(nameSpaceContext)
    if (context === 'svg' || context === 'head') {
      return createElement('title', props, children)
    }
  }
  return documentTitle(children, props)
}
