fun pop(stack: ArrayDeque<Int>): Int {
    if (stack.isEmpty()) throw IllegalStateException("pop on empty stack")
    return stack.removeLast()
}
class Iter : Iterator<Int> {
    override fun next(): Int = throw NoSuchElementException()
    override fun hasNext() = false
}
