// A JSX runtime's own Hooks, defined in this file: outside a render there is
// no component to keep state for, so a Hook returns a default at once, and a
// Hook built on them does the same before calling them.
const buildDataStack: [unknown, NodeObject][] = []

export const useState = <T>(initialState?: T): [T, (v: T) => void] => {
  const buildData = buildDataStack.at(-1)
  if (!buildData) {
    return [initialState as T, () => {}]
  }
  return stateOf(buildData, initialState)
}

export const useTransition = (): [boolean, (cb: () => void) => void] => {
  const buildData = buildDataStack.at(-1)
  if (!buildData) {
    return [false, () => {}]
  }
  const [pending, setPending] = useState<boolean>(false)
  return [pending, (cb) => { setPending(true); cb(); setPending(false) }]
}
