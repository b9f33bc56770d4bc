import java.io.ObjectInputFilter
import java.io.ObjectInputStream

fun load(bytes: ByteArray): Any {
    val ois = ObjectInputStream(bytes.inputStream())
    ois.setObjectInputFilter(ObjectInputFilter.Config.createFilter("com.example.dto.*;!*"))
    return ois.readObject()
}

fun parse(json: String): Order = Json.decodeFromString<Order>(json)
