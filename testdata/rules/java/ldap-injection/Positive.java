package example;

import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.RequestParam;

public class Directory extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String user = request.getParameter("user");
        DirContext ctx = new InitialDirContext();
        String filter = "(&(objectclass=person)(uid=" + user + "))";
        ctx.search("ou=users,dc=example,dc=com", filter, new SearchControls()); // want "java/ldap-injection: LDAP injection"
    }

    public Object find(@RequestParam("cn") String cn, DirContext ctx) throws Exception {
        return ctx.search("ou=users", "(cn=" + cn + ")", new SearchControls()); // want "java/ldap-injection"
    }

    Object byMail(DirContext ctx, String mail) throws Exception {
        return ctx.search("ou=users", "(mail=" + mail + ")", new SearchControls()); // want "java/ldap-injection: LDAP filter built by concatenation"
    }
}
