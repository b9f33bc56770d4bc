import javax.crypto.KeyGenerator

fun key() {
    val keyGen = KeyGenerator.getInstance("Blowfish")
    keyGen.init(64) // want "kotlin/short-symmetric-key"
}
