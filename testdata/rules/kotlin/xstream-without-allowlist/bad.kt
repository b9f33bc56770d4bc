import com.thoughtworks.xstream.XStream

fun read(xml: String): Any {
    val xs = XStream()
    return xs.fromXML(xml) // want "kotlin/xstream-without-allowlist"
}
