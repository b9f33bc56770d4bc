import java.security.KeyPairGenerator

fun keys() {
    val kpg = KeyPairGenerator.getInstance("RSA")
    kpg.initialize(1024) // want "kotlin/weak-rsa-key"
}
