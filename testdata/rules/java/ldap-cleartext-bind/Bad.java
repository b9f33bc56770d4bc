import java.util.Hashtable;
import javax.naming.Context;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import org.springframework.ldap.core.support.LdapContextSource;

class Directory {
    DirContext bind(String user, String password) throws Exception {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.corp.example.com:389/dc=corp,dc=example,dc=com"); // want "java/ldap-cleartext-bind"
        env.put(Context.SECURITY_AUTHENTICATION, "simple");
        env.put(Context.SECURITY_PRINCIPAL, user);
        env.put(Context.SECURITY_CREDENTIALS, password);
        return new InitialDirContext(env);
    }

    LdapContextSource source(String password) {
        LdapContextSource source = new LdapContextSource();
        source.setUrl("ldap://ldap.corp.example.com:389"); // want "java/ldap-cleartext-bind"
        source.setUserDn("cn=app,dc=corp,dc=example,dc=com");
        source.setPassword(password);
        return source;
    }
}
