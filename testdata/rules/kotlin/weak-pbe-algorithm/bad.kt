import javax.crypto.SecretKeyFactory

fun key() {
    val f = SecretKeyFactory.getInstance("PBEWithMD5AndDES") // want "kotlin/weak-pbe-algorithm"
}
