import javax.crypto.NullCipher

fun cipher() = NullCipher() // want "kotlin/null-cipher"

fun qualified() = javax.crypto.NullCipher() // want "kotlin/null-cipher"
