import com.thoughtworks.xstream.XStream
import com.thoughtworks.xstream.security.NoTypePermission

fun read(xml: String): Any {
    val xs = XStream()
    xs.addPermission(NoTypePermission.NONE)
    xs.allowTypes(arrayOf(Order::class.java))
    return xs.fromXML(xml)
}
