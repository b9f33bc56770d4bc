import javax.xml.parsers.DocumentBuilderFactory;

class Ok {
    Object make(String name) throws Exception {
        Object a = Plugin.class.getDeclaredConstructor().newInstance();
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        return Class.forName(name).getDeclaredConstructor().newInstance();
    }
}
