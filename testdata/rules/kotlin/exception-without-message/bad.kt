fun pop(stack: ArrayDeque<Int>): Int {
    if (stack.isEmpty()) throw IllegalStateException() // want "kotlin/exception-without-message"
    return stack.removeLast()
}
