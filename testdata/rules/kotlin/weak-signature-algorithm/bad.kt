import java.security.Signature

fun sign() {
    val s = Signature.getInstance("SHA1withRSA") // want "kotlin/weak-signature-algorithm"
}
