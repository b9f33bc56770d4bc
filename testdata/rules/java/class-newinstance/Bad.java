class Bad {
    Object make(String name) throws Exception {
        Object a = Plugin.class.newInstance(); // want "java/class-newinstance"
        return Class.forName(name).newInstance(); // want "java/class-newinstance"
    }
}
