import com.thoughtworks.xstream.XStream;

class Orders {
    private final XStream xstream = new XStream();

    Object read(String xml) {
        return xstream.fromXML(xml); // want "java/xstream-without-allowlist"
    }
}
