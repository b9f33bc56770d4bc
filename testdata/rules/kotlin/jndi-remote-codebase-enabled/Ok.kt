package example

fun main() {
    System.setProperty("com.sun.jndi.ldap.object.trustURLCodebase", "false")
    System.setProperty("java.net.preferIPv4Stack", "true")
}
