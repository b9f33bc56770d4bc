import javax.naming.Context

fun env(user: String, password: String): java.util.Hashtable<String, String> {
    val env = java.util.Hashtable<String, String>()
    env[Context.SECURITY_AUTHENTICATION] = "simple"
    env[Context.SECURITY_PRINCIPAL] = user
    env[Context.SECURITY_CREDENTIALS] = password
    return env
}
