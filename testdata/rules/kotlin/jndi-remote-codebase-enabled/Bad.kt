package example

fun main() {
    System.setProperty("com.sun.jndi.ldap.object.trustURLCodebase", "true") // want "kotlin/jndi-remote-codebase-enabled"
    System.setProperty("com.sun.jndi.rmi.object.trustURLCodebase", "TRUE") // want "kotlin/jndi-remote-codebase-enabled"
}
