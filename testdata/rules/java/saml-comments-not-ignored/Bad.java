import net.shibboleth.utilities.java.support.xml.BasicParserPool;

class Saml {
  BasicParserPool pool() {
    BasicParserPool pool = new BasicParserPool();
    pool.setIgnoreComments(false); // want "java/saml-comments-not-ignored"
    return pool;
  }
}
