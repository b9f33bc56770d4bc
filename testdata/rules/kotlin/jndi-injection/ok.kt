import javax.naming.InitialContext

const val DS = "java:comp/env/jdbc/app"

fun find(): Any {
    val ctx = InitialContext()
    ctx.lookup("java:comp/env/jdbc/app")
    return ctx.lookup(DS)
}
