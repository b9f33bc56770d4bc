import javax.naming.Context

fun env(): java.util.Hashtable<String, String> {
    val env = java.util.Hashtable<String, String>()
    env[Context.SECURITY_AUTHENTICATION] = "none" // want "kotlin/ldap-anonymous-bind"
    env.put(Context.SECURITY_AUTHENTICATION, "none") // want "kotlin/ldap-anonymous-bind"
    return env
}
