import net.shibboleth.utilities.java.support.xml.BasicParserPool;

class Saml {
  BasicParserPool pool() {
    BasicParserPool pool = new BasicParserPool();
    pool.setIgnoreComments(true);
    pool.setNamespaceAware(true);
    return pool;
  }
}
