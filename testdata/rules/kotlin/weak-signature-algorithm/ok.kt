import java.security.Signature

fun sign() {
    val s = Signature.getInstance("SHA256withECDSA")
}
