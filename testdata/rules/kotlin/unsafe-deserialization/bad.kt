import java.io.ObjectInputStream
import java.beans.XMLDecoder

fun load(bytes: ByteArray): Any = ObjectInputStream(bytes.inputStream()).readObject() // want "kotlin/unsafe-deserialization"

fun loadXml(input: java.io.InputStream): Any {
    val decoder = XMLDecoder(input) // want "kotlin/unsafe-deserialization"
    return decoder.readObject()
}
