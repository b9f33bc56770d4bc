import javax.crypto.NullCipher

fun cipher() = NullCipher() // want "kotlin/null-cipher"
