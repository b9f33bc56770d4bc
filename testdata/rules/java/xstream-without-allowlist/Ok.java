import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.security.NoTypePermission;

class Orders {
    private final XStream xstream = new XStream();

    Orders() {
        xstream.addPermission(NoTypePermission.NONE);
        xstream.allowTypes(new Class[] { Order.class });
    }

    Object read(String xml) {
        return xstream.fromXML(xml);
    }
}
