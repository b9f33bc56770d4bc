import javax.naming.InitialContext

fun find(name: String): Any {
    val ctx = InitialContext()
    return ctx.lookup(name) // want "kotlin/jndi-injection"
}
